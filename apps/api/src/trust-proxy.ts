import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Who the client is. Every per-client limit (searches, exports, the assistant, forms, logs) counts
// by this address, so it must be one the client cannot choose. With TRUST_PROXY off the address is
// the socket's and X-Forwarded-For is ignored; with a hop count or a list of proxy addresses, only
// entries appended by those proxies are believed (read from the right), and whatever the client
// wrote to the left of them is not. Decision record 5 explains the choice.

/** false: ignore X-Forwarded-For; a number: proxy hops in front; a list: proxy addresses or CIDRs. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr understands for common private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY: empty/0/off/false, a hop count (1-10), or comma-separated addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(0|off|false|no)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY: ${hops} proxy hops is not plausible (1 to 10, or proxy addresses)`);
    return hops;
  }
  if (/^(1|on|true|yes)$/i.test(text)) return 1;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !validProxyEntry(e));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: '${bad}' is not an IP address, a CIDR range or a hop count`);
  return entries;
}

/** The value Fastify's `trustProxy` option takes for a setting (a hop count as its function). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Expands an IPv6 address to its eight groups (with an embedded IPv4 tail turned into two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/**
 * The key a client is counted under: an IPv4 address as is (also when written IPv4-mapped), an
 * IPv6 address by its /64, since one subscriber is usually handed a whole /64 and could otherwise
 * rotate through it.
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client's address as the trusted proxies report it, or undefined when it is not an IP. */
export function clientAddress(request: FastifyRequest): string | undefined {
  const ip = request.ip;
  return isIP(ip ?? '') ? ip : undefined;
}

/** The rate-limit key of a request (requests with an invalid address are refused before this). */
export function limitKey(request: FastifyRequest): string {
  return clientKeyOf(clientAddress(request) ?? request.socket.remoteAddress ?? 'unknown');
}
