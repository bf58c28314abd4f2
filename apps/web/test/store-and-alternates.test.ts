// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createStore } from '../src/lib/store.ts';
import { updateAlternates } from '../src/i18n/alternates.ts';
import { siteConfig } from '../src/lib/site-config.ts';

describe('createStore', () => {
  it('tells each subscriber of a change until it unsubscribes', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    stop();
    store.set(3);
    expect(seen).toEqual([2]);
    expect(store.get()).toBe(3);
  });

  it('keeps working with its methods taken off the object, as useSyncExternalStore takes them', () => {
    const { get, set, subscribe } = createStore('a');
    let calls = 0;
    subscribe(() => calls++);
    set('b');
    expect([get(), calls]).toEqual(['b', 1]);
  });
});

describe('updateAlternates', () => {
  const hrefs = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')).map((l) => [l.hreflang, l.href.replace(location.origin, '')]);

  it('names this page in each language, and the English one as the default', () => {
    updateAlternates('/es/homestead?x=1');
    expect(hrefs()).toEqual([
      ['en', '/homestead?x=1'],
      ['es', '/es/homestead?x=1'],
      ['x-default', '/homestead?x=1'],
    ]);
  });

  it('updates the same three links after a navigation', () => {
    updateAlternates('/');
    updateAlternates('/parcelsearch');
    expect(hrefs()).toEqual([
      ['en', '/parcelsearch'],
      ['es', '/es/parcelsearch'],
      ['x-default', '/parcelsearch'],
    ]);
  });

  it("writes the canonical link and the alternates from the site's configured origin, not the address bar's", () => {
    siteConfig.publicOrigin = 'https://www.example-county.gov';
    try {
      updateAlternates('/es/homestead');
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://www.example-county.gov/es/homestead');
      expect(document.head.querySelector<HTMLLinkElement>('link[hreflang="en"]')?.href).toBe('https://www.example-county.gov/homestead');
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    } finally {
      siteConfig.publicOrigin = '';
    }
  });
});
