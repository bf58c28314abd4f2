import { isKnownPath } from '@county/shared';

// Page views are counted by route, not by the address typed: query strings are dropped (they can
// hold an owner's name or an address) and so are parameters that are free text. Paths that are not
// pages of the site count together as '(not found)'.

const FREE_TEXT_ROUTES = ['/parcelsearch/'];

export function countedPath(raw: string): string {
  let path = raw.split(/[?#]/)[0] ?? '';
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (!isKnownPath(path)) return '(not found)';
  for (const prefix of FREE_TEXT_ROUTES) if (path.startsWith(prefix)) return `${prefix}…`;
  return path;
}
