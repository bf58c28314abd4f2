import { describe, expect, it } from 'vitest';
import { ttlCache, ttlValue } from '../../src/cache/ttl-cache.ts';

// The cache is pure bookkeeping over promises, so its clock is moved by hand instead of waited on.
function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter() {
  let calls = 0;
  return { load: (value: string) => () => Promise.resolve(`${value}#${++calls}`), calls: () => calls };
}

describe('ttlCache', () => {
  it('answers a key from memory until its time is up, then reads it again', async () => {
    const time = clock();
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 60_000, now: time.now });
    const owner = {};
    expect(await cache.get(owner, 'a', reads.load('a'))).toBe('a#1');
    time.advance(60_000);
    expect(await cache.get(owner, 'a', reads.load('a'))).toBe('a#1');
    time.advance(1);
    expect(await cache.get(owner, 'a', reads.load('a'))).toBe('a#2');
    expect(reads.calls()).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 60_000 });
    const owner = {};
    const [first, second] = await Promise.all([cache.get(owner, 'a', reads.load('a')), cache.get(owner, 'a', reads.load('a'))]);
    expect([first, second, reads.calls()]).toEqual(['a#1', 'a#1', 1]);
  });

  it('keeps each owner (database) apart', async () => {
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 60_000 });
    expect(await cache.get({}, 'a', reads.load('a'))).toBe('a#1');
    expect(await cache.get({}, 'a', reads.load('a'))).toBe('a#2');
  });

  it('forgets a read that failed, so the next caller tries again', async () => {
    const cache = ttlCache<string, string>({ ttlMs: 60_000 });
    const owner = {};
    await expect(cache.get(owner, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get(owner, 'a', () => Promise.resolve('up'))).toBe('up');
  });

  it('drops the least recently used key past its bound, counting a refreshed key as new', async () => {
    const time = clock();
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 10, maxEntries: 2, now: time.now });
    const owner = {};
    await cache.get(owner, 'a', reads.load('a'));
    await cache.get(owner, 'b', reads.load('b'));
    time.advance(11);
    await cache.get(owner, 'a', reads.load('a')); // expired: read again, now the newest
    time.advance(-11);
    await cache.get(owner, 'c', reads.load('c')); // the bound drops b, the oldest
    expect(await cache.get(owner, 'a', reads.load('a'))).toBe('a#3');
    expect(await cache.get(owner, 'b', reads.load('b'))).toBe('b#5');
  });

  it('keeps a key that was just answered from memory past the bound', async () => {
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    const owner = {};
    await cache.get(owner, 'a', reads.load('a'));
    await cache.get(owner, 'b', reads.load('b'));
    await cache.get(owner, 'a', reads.load('a')); // a hit: a is now the most recently used
    await cache.get(owner, 'c', reads.load('c')); // the bound drops b
    expect(await cache.get(owner, 'a', reads.load('a'))).toBe('a#1');
    expect(await cache.get(owner, 'b', reads.load('b'))).toBe('b#4');
  });

  it('forgets the answers of one owner and keeps the others', async () => {
    const reads = counter();
    const cache = ttlCache<string, string>({ ttlMs: 1_000 });
    const reloaded = {};
    const other = {};
    await cache.get(reloaded, 'a', reads.load('a'));
    await cache.get(other, 'a', reads.load('a'));
    cache.forget(reloaded);
    expect(await cache.get(reloaded, 'a', reads.load('a'))).toBe('a#3');
    expect(await cache.get(other, 'a', reads.load('a'))).toBe('a#2');
  });
});

describe('ttlValue', () => {
  it('keeps one answer per owner for its time', async () => {
    const time = clock();
    let reads = 0;
    const years = ttlValue({ ttlMs: 100, now: time.now }, (owner: { name: string }) => Promise.resolve(`${owner.name}#${++reads}`));
    const owner = { name: 'roll' };
    expect(await years(owner)).toBe('roll#1');
    expect(await years(owner)).toBe('roll#1');
    time.advance(101);
    expect(await years(owner)).toBe('roll#2');
  });
});
