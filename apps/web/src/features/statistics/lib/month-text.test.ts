import { describe, expect, it } from 'vitest';
import { readMonth } from './month-text.ts';

describe('readMonth', () => {
  it('reads a month written year first or month first, with one or two digits', () => {
    expect(readMonth('2024-03')).toBe('2024-03');
    expect(readMonth(' 2024-3 ')).toBe('2024-03');
    expect(readMonth('2024/11')).toBe('2024-11');
    expect(readMonth('03/2024')).toBe('2024-03');
    expect(readMonth('3-2024')).toBe('2024-03');
  });

  it('keeps an empty box empty and refuses what is no month', () => {
    expect(readMonth('')).toBe('');
    expect(readMonth('2024-13')).toBeNull();
    expect(readMonth('2024-00')).toBeNull();
    expect(readMonth('March 2024')).toBeNull();
    expect(readMonth('24-03')).toBeNull();
  });
});
