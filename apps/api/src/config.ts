import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { mergeSiteConfig, type SiteConfig } from '@county/shared';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { rateBudgets, type RateBudgets } from './rate-budgets.ts';
import { EXPORT_MAX_ROWS } from './search/run/export-cap.ts';
import { parsePublicOrigin } from './public-origin.ts';
import { parseExtent } from './gis/county-extent.ts';
import type { Box } from './gis/tile-math.ts';
import { parseOidcConfig, type OidcConfig } from './staff/oidc-config.ts';

// Where the repository lives, found from this file so that the server works from any folder,
// bundled (apps/api/dist) or from source (apps/api/src).
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  webDist: string;
  contentDir: string;
  dataDir: string;
  /** The deployment's site configuration; `site.publicOrigin` starts every absolute URL (public-origin.ts). */
  site: SiteConfig;
  /** Parcels and TPP accounts seeded into an empty database on first start. */
  sampleParcels: number;
  sampleTpp: number;
  version: string;
  /** Behind a TLS-terminating proxy: send HSTS and mark cookies Secure. */
  behindTls: boolean;
  logLevel: string;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); off: the socket's address. */
  trustProxy: TrustProxy;
  /** Requests per minute per client, by kind of route (RATE_LIMIT_*). */
  rateLimits: RateBudgets;
  /** The most rows one CSV export of a search writes (EXPORT_MAX_ROWS). */
  exportMaxRows: number;
  /** How long a client may take to send its headers, and its whole request with the body. */
  timeouts: { headersMs: number; requestMs: number };
  /** SMTP server of the site's e-mails (SMTP_URL); unset, they are written to DATA_DIR/outbox/. */
  smtpUrl: string | undefined;
  /** The data key's environment (DATA_KEY, DATA_KEY_PREVIOUS); without DATA_KEY a key file in dataDir (staff/data-key.ts). */
  dataKeyEnv: { DATA_KEY?: string; DATA_KEY_PREVIOUS?: string };
  /** The From address of the site's e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Where the county lies (COUNTY_EXTENT: west,south,east,north); unset, the roll's own points say. */
  countyExtent: Box | undefined;
  /** Staff sign-in through the county's identity provider (OIDC_*); unset, local accounts only. */
  oidc: OidcConfig | undefined;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function readSiteConfig(path: string | undefined): SiteConfig {
  if (!path) return mergeSiteConfig({});
  return mergeSiteConfig(JSON.parse(readFileSync(path, 'utf8')));
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'));
  const port = intFromEnv(env.PORT, 3000, 'PORT');
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL ?? resolve(dataDir, 'county.sqlite'),
    webDist: resolve(env.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist')),
    contentDir: resolve(env.CONTENT_DIR ?? resolve(repoRoot, 'content')),
    dataDir,
    site: { ...readSiteConfig(env.SITE_CONFIG), publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, host, port) },
    sampleParcels: intFromEnv(env.SAMPLE_PARCELS, 20_000, 'SAMPLE_PARCELS'),
    sampleTpp: intFromEnv(env.SAMPLE_TPP, 2_500, 'SAMPLE_TPP'),
    version: readVersion(),
    behindTls: env.BEHIND_TLS === '1' || env.BEHIND_TLS === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: rateBudgets(env),
    timeouts: {
      headersMs: Math.max(1_000, intFromEnv(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS')),
      requestMs: Math.max(1_000, intFromEnv(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS')),
    },
    exportMaxRows: Math.max(1, intFromEnv(env.EXPORT_MAX_ROWS, EXPORT_MAX_ROWS, 'EXPORT_MAX_ROWS')),
    smtpUrl: env.SMTP_URL || undefined,
    dataKeyEnv: { DATA_KEY: env.DATA_KEY || undefined, DATA_KEY_PREVIOUS: env.DATA_KEY_PREVIOUS || undefined },
    mailFrom: env.MAIL_FROM || 'owner-alerts@localhost',
    countyExtent: parseExtent(env.COUNTY_EXTENT),
    oidc: parseOidcConfig(env),
  };
}
