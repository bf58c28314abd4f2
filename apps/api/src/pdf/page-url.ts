import { localizePath, type Lang } from '@county/shared';
import type { ServerConfig } from '../config.ts';

// The address printed on a PDF, so a paper copy leads back to the page. It comes from the server's
// configuration, never from the request's Host header, which a client chooses. Until the site has
// a setting for its public origin, it is the address the server listens on.

export function publicPageUrl(config: Pick<ServerConfig, 'host' | 'port'>, path: string, lang: Lang): string {
  return `http://${config.host}:${config.port}${localizePath(path, lang)}`;
}
