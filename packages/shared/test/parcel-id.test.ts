import { describe, expect, it } from 'vitest';
import { displayToStored, formatDisplayId, parcelIdCandidates, storedToDisplay, swapParcelOrder, toStoredId } from '../src/parcel-id.ts';

describe('parcel ids', () => {
  it('swaps section and range both ways (the swap is its own inverse)', () => {
    expect(swapParcelOrder('352027664500001')).toBe('272035664500001');
    expect(swapParcelOrder('272035664500001')).toBe('352027664500001');
  });

  it('formats display ids as 2-2-2-4-2-3', () => {
    expect(formatDisplayId('352027664500001')).toBe('35-20-27-6645-00-001');
    expect(storedToDisplay('272035664500001')).toBe('35-20-27-6645-00-001');
    expect(displayToStored('35-20-27-6645-00-001')).toBe('272035664500001');
  });

  it('reads any typed form of a full id into stored order', () => {
    expect(toStoredId('35-20-27-6645-00-001')).toBe('272035664500001');
    expect(toStoredId('352027664500001')).toBe('272035664500001');
    expect(toStoredId('272035664500001')).toBe('272035664500001');
    expect(toStoredId(' 27 20 35 6645 00 001 ')).toBe('272035664500001');
    expect(toStoredId('01-22-29-0000-00-010')).toBe('292201000000010');
    expect(toStoredId('012229000000010')).toBe('292201000000010');
  });

  it('refuses input that is not 15 digits', () => {
    expect(toStoredId('12345')).toBeNull();
    expect(toStoredId('')).toBeNull();
    expect(toStoredId('2720356645000011')).toBeNull();
  });
});

describe('parcel id candidates (decision 32)', () => {
  it('lists the preferred reading first, then the other order', () => {
    expect(parcelIdCandidates('272035664500001')).toEqual(['272035664500001', '352027664500001']);
    expect(parcelIdCandidates('35-20-27-6645-00-001')).toEqual(['272035664500001', '352027664500001']);
    expect(parcelIdCandidates(' 27 20 35 6645 00 001 ')).toEqual(['272035664500001', '352027664500001']);
    // Reads validly in both orders: the stored order first, the roll decides.
    expect(parcelIdCandidates('292328000000001')).toEqual(['292328000000001', '282329000000001']);
    // Both orders are the same digits when section equals range.
    expect(parcelIdCandidates('292229000000001')).toEqual(['292229000000001']);
  });

  it('puts back the leading zero a spreadsheet took from a display id', () => {
    expect(parcelIdCandidates('12229000000010')).toEqual(['292201000000010']);
    expect(parcelIdCandidates('1-22-29-0000-00-010')).toEqual(['292201000000010']);
  });

  it('gives nothing for what is not an id', () => {
    for (const bad of ['', 'abc', '12345', '2720356645000011', '27203566450000x1', "1' OR 1=1"]) expect(parcelIdCandidates(bad), bad).toEqual([]);
  });
});
