import { describe, expect, it } from 'vitest';
import { reversedNameKey, searchKey, streetKey } from '../src/search-keys.ts';

describe('search keys', () => {
  it('upper-cases and folds punctuation to single spaces', () => {
    expect(searchKey("  O'Brien,  John-Paul & Co. ")).toBe('O BRIEN JOHN PAUL CO');
    expect(searchKey('smith john a')).toBe('SMITH JOHN A');
    expect(searchKey('Peña Muñoz')).toBe('PENA MUNOZ');
    expect(searchKey('...')).toBe('');
  });

  it('moves the first word of a name to the end', () => {
    expect(reversedNameKey('SMITH JOHN A')).toBe('JOHN A SMITH');
    expect(reversedNameKey("O'BRIEN MARY")).toBe('MARY O BRIEN');
    expect(reversedNameKey('MADONNA')).toBe('MADONNA');
  });

  it('keys a street by name and suffix', () => {
    expect(streetKey('ORANGE', 'AVE')).toBe('ORANGE AVE');
    expect(streetKey('Lake Underhill', null)).toBe('LAKE UNDERHILL');
    expect(streetKey(null, 'AVE')).toBeNull();
  });
});
