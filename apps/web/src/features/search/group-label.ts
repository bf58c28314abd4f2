import type { SmartSearchResult } from '@county/shared/search';
import type { Translator } from '../../i18n/i18n.tsx';
import { searchMessages, type SearchKey } from './messages.ts';

// The box's groups are named by the API in English, some with a name of the roll in them ('City
// ORLANDO', 'Sale in book 5620, page 203'). On a Spanish page the words around the name come from
// the catalog and the name stays as the roll writes it. Each label's shape is its English message.

const NAMED: SearchKey[] = [
  'search.group.city',
  'search.group.zip',
  'search.group.houseNumber',
  'search.group.subdivision',
  'search.group.subdivisionsLike',
  'search.group.saleInstrument',
  'search.group.saleBookPage',
  'search.group.plat',
];
/** Stand-ins for the messages' values: text no label holds. */
const SLOTS = { name: '[[name]]', book: '[[book]]', page: '[[page]]' };

let shapes: { key: SearchKey; names: string[]; shape: RegExp }[] | undefined;

function shapesOf(): NonNullable<typeof shapes> {
  shapes ??= NAMED.map((key) => {
    const names: string[] = [];
    const english = searchMessages.format('en', key, SLOTS).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Escaped, each stand-in reads \[\[name\]\] and becomes a capture.
    const pattern = english.replace(/\\\[\\\[(\w+)\\\]\\\]/g, (_, name: string) => {
      names.push(name);
      return '(.+)';
    });
    return { key, names, shape: new RegExp(`^${pattern}$`) };
  });
  return shapes;
}

/** A group's label in the page's language; `localize` takes the labels that hold no name. */
export function groupLabel(label: string, t: Translator<SearchKey>, localize: (text: string) => string): string {
  for (const { key, names, shape } of shapesOf()) {
    const found = shape.exec(label);
    if (found) return t(key, Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])));
  }
  return localize(label);
}

/** A group of the box's answer in the page's language; the site's pages are always 'Pages'. */
export function boxGroupLabel(group: SmartSearchResult['groups'][number], t: Translator<SearchKey>, localize: (text: string) => string): string {
  return group.kind === 'page' ? t('search.group.pages') : groupLabel(group.label, t, localize);
}
