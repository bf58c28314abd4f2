import { describe, expect, it } from 'vitest';
import { parseDollars } from '../src/features/tools/format.ts';

describe('parseDollars', () => {
  it('reads amounts as people type them', () => {
    expect(parseDollars('$350,000')).toBe(350_000);
    expect(parseDollars(' 350000 ')).toBe(350_000);
    expect(parseDollars('1,250,000.00')).toBe(1_250_000);
  });

  it('keeps cents so the schema can refuse them, and refuses commas that do not group thousands', () => {
    expect(parseDollars('1.5')).toBe(1.5);
    expect(Number.isNaN(parseDollars('1,5'))).toBe(true);
    expect(Number.isNaN(parseDollars('a lot'))).toBe(true);
    expect(Number.isNaN(parseDollars(''))).toBe(true);
  });
});
