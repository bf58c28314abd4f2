import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formSettings } from '../../src/forms/settings.ts';
import { clientKeyOf, parseTrustProxy } from '../../src/trust-proxy.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';

// The probe's first finding: a forged X-Forwarded-For bought a fresh budget on every limited route.
// Each route below is called up to its limit plus one, every call with another forged address in
// front; the last must still be refused. With TRUST_PROXY set, only the proxy's own entry counts.

const LOW = { search: 4, exports: 3, assistant: 4, reads: 5, writes: 4, pages: 6 };

interface LimitedRoute {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  limit: number;
}

const ROUTES: LimitedRoute[] = [
  { name: 'search', method: 'GET', url: '/api/QuickSearch/GetSearchInfoByOwnerName?ownerName=SMITH', limit: 4 },
  { name: 'type-ahead', method: 'GET', url: '/api/QuickSearch/GetSuggestions?q=sm', limit: 4 },
  { name: 'search export', method: 'GET', url: '/api/QuickSearch/ExportSearchInfoByOwnerName?ownerName=SMITH', limit: 3 },
  { name: 'assistant', method: 'GET', url: '/api/chat/processmessage?queryData=zebra%20quantum%20pickles', limit: 4 },
  { name: 'property card', method: 'GET', url: '/api/PRC/GetPRCGeneralInfo?pid=272035664500001', limit: 5 },
  { name: 'content', method: 'GET', url: '/api/Content/GetContentAlert', limit: 5 },
  { name: 'client log', method: 'POST', url: '/api/Logger/Log', payload: { Message: 'x' }, limit: 30 },
  { name: 'page view', method: 'POST', url: '/api/Analytics/PageView', payload: { path: '/' }, limit: 120 },
  { name: 'feedback token', method: 'GET', url: '/api/Feedback/GetFormToken', limit: 60 },
  // Refused sends (an empty body) count against the forms' budget of refused requests, not their limit of messages.
  { name: 'feedback send', method: 'POST', url: '/api/Feedback/AddFeedback', payload: {}, limit: formSettings().junkLimit },
  { name: 'fraud report send', method: 'POST', url: '/api/ReportFraud/AddReport', payload: {}, limit: formSettings().junkLimit },
  { name: 'rendered page', method: 'GET', url: '/homestead', limit: 6 },
];

let forged = 0;
const forgedAddress = () => `198.51.${(++forged >> 8) & 255}.${forged & 255}`;

async function callsUntilRefused(app: FastifyInstance, route: LimitedRoute, headers: () => Record<string, string>, remoteAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i <= route.limit; i++) {
    const answer = await app.inject({ method: route.method, url: route.url, payload: route.payload, headers: headers(), remoteAddress });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY parsing', () => {
  it('is off unless set, and takes a hop count or proxy addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
  });

  it('refuses what is neither', () => {
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('99')).toThrow(/TRUST_PROXY/);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe(clientKeyOf('2001:db8:1:2:ffff:1:2:3'));
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'));
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
  });
});

describeEachDatabase('per-client limits and forged X-Forwarded-For', (t) => {
  const env = setUpTestApp(t, { config: { rateLimits: LOW } });
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await testApp(env.database, { rateLimits: LOW, trustProxy: parseTrustProxy('127.0.0.1') });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  for (const route of ROUTES) {
    it(`${route.name}: without TRUST_PROXY a forged address buys nothing`, async () => {
      const statuses = await callsUntilRefused(env.app, route, () => ({ 'x-forwarded-for': forgedAddress() }), '203.0.113.10');
      expect(statuses.slice(0, -1)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    });

    it(`${route.name}: behind a trusted proxy, only the proxy's entry names the client`, async () => {
      const statuses = await callsUntilRefused(proxied, route, () => ({ 'x-forwarded-for': `${forgedAddress()}, 203.0.113.20` }));
      expect(statuses.at(-1)).toBe(429);
      // Another real client behind the same proxy has its own budget.
      const other = await proxied.inject({ method: route.method, url: route.url, payload: route.payload, headers: { 'x-forwarded-for': '203.0.113.21' } });
      expect(other.statusCode).not.toBe(429);
    });
  }

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const route = ROUTES[0]!;
    const statuses = await callsUntilRefused(proxied, route, () => ({ 'x-forwarded-for': forgedAddress() }), '203.0.113.30');
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a client entry that is not an IP address, naming the header', async () => {
    for (const entry of ['<script>', 'unknown', '1.2.3.4.5', '10.0.0.1, nobody']) {
      const answer = await proxied.inject({ url: '/api/Content/GetContentAlert', headers: { 'x-forwarded-for': `${entry}` } });
      expect(answer.statusCode, entry).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, field: 'X-Forwarded-For' });
    }
  });

  it('shares one export budget across every export route', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.40' };
    const urls = [
      '/api/QuickSearch/ExportSearchInfoByOwnerName?ownerName=SMITH',
      '/api/QuickSearch/ExportSearchInfoBySubdivision?subdivision=OAK',
      '/api/QuickSearch/ExportTangibleSearchInfo?businessName=ACME',
      '/api/QuickSearch/ExportSmartSearchInfo?q=SMITH',
    ];
    const statuses = [];
    for (const url of urls) statuses.push((await proxied.inject({ url, headers })).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
