import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../src/routes.ts';
import { isKnownPath, legacyRedirect, pageRouteOf } from '../src/route-match.ts';

/** A query string's parameters, as URLSearchParams gives them. */
const query = (params: Record<string, string> = {}) => ({ get: (name: string) => params[name] ?? null });

describe('isKnownPath', () => {
  it('knows the pages of the route table', () => {
    for (const path of [
      '/',
      '/home',
      '/dashboard',
      '/propertycard',
      '/faqcontent/SOH',
      '/content/meetPA',
      '/hybcontent/x',
      '/employment/12',
      '/Searches/ParcelSearch.aspx',
      '/searches/parcelsearch.aspx',
      '/parcelsearch/Parcel%20ID/272035664500001',
      '/dashboard/',
    ]) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it('rejects unknown paths and unknown page ids', () => {
    for (const path of [
      '/nope',
      '/faqcontent/Nope',
      '/content/SOH',
      '/content/',
      '/dashboard/x',
      '/faqcontent/%E0%A4%A',
      '/DASHBOARD',
      '/parcelsearch/Parcel%20ID',
      '/employment/1/2',
    ]) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });

  it('gives every fixed path a title and a page', () => {
    for (const [path, title] of Object.entries(PAGE_TITLES)) {
      expect(title, path).not.toBe('');
      expect(pageRouteOf(path)?.path, path).toBe(path);
    }
  });
});

describe('legacyRedirect', () => {
  const card = '/propertycard?pid=272035664500001';

  it('sends the home addresses home', () => {
    for (const path of ['/', '/home', '/home/']) expect(legacyRedirect(path, query()), path).toBe('/dashboard');
  });

  it("opens the card of a search page's pid, in either id order and either spelling of the name", () => {
    for (const path of ['/parcelsearch', '/Searches/ParcelSearch.aspx', '/SEARCHES/parcelsearch.aspx', '/search', '/granparcelsearch', '/advancedsearch']) {
      expect(legacyRedirect(path, query({ pid: '272035664500001' })), path).toBe(card);
      expect(legacyRedirect(path, query({ PID: '35-20-27-6645-00-001' })), path).toBe(card);
    }
  });

  it('leaves a search page without a usable pid, and every other page, where it is', () => {
    expect(legacyRedirect('/parcelsearch', query({ q: 'SMITH' }))).toBeNull();
    expect(legacyRedirect('/parcelsearch', query({ pid: '12' }))).toBeNull();
    expect(legacyRedirect('/propertycard', query({ pid: '272035664500001' }))).toBeNull();
    expect(legacyRedirect('/dashboard', query())).toBeNull();
  });

  it('opens the deep link as a card, or as a search for its text', () => {
    expect(legacyRedirect('/parcelsearch/Parcel%20ID/272035664500001', query())).toBe(card);
    expect(legacyRedirect('/parcelsearch/Parcel ID/352027664500001', query())).toBe(card);
    expect(legacyRedirect('/parcelsearch/Parcel%20ID/12', query())).toBe('/parcelsearch?q=12');
    expect(legacyRedirect('/parcelsearch/Owner/SMITH%20JOHN', query())).toBe('/parcelsearch?q=SMITH%20JOHN');
  });
});
