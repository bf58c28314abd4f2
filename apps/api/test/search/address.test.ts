import { describe, expect, it } from 'vitest';
import { describeAddress, parseAddress } from '../../src/search/understand/address.ts';

// How typed addresses are read: suffixes and directions folded to the roll's abbreviations, unit,
// city and ZIP taken off the end, and a city recognised only where a city can be.

const CITIES = ['ORLANDO', 'WINTER PARK', 'APOPKA'];

describe('parseAddress', () => {
  it('reads number, direction, street, suffix, unit, city and ZIP', () => {
    expect(parseAddress('123 north orange avenue apt 4, Orlando FL 32801-1234', CITIES)).toEqual({
      number: 123,
      direction: 'N',
      streetKey: 'ORANGE AVE',
      hasSuffix: true,
      unit: '4',
      city: 'ORLANDO',
      zip: '32801',
    });
    expect(parseAddress('500 E. Smith St. #12', CITIES)).toMatchObject({ number: 500, direction: 'E', streetKey: 'SMITH ST', unit: '12', city: null });
  });

  it("treats 'Street' and 'St', 'North' and 'N' alike", () => {
    const a = parseAddress('9 N Main Street', CITIES);
    const b = parseAddress('9 north main st', CITIES);
    expect(a).toEqual(b);
  });

  it('keeps a street named like a city, and a street without suffix as a prefix', () => {
    expect(parseAddress('100 Winter Park Rd', CITIES)).toMatchObject({ streetKey: 'WINTER PARK RD', city: null });
    expect(parseAddress('Winter Park', CITIES)).toMatchObject({ streetKey: 'WINTER PARK', hasSuffix: false, city: null });
    expect(parseAddress('12 Oran', CITIES)).toMatchObject({ number: 12, streetKey: 'ORAN', hasSuffix: false });
    // A direction alone is the street's name, not a direction.
    expect(parseAddress('1 North', CITIES)).toMatchObject({ streetKey: 'NORTH', direction: null });
  });

  it('answers null for text with no street', () => {
    expect(parseAddress('  #  ', CITIES)).toBeNull();
    expect(parseAddress('%%%', CITIES)).toBeNull();
  });

  it('describes what it read', () => {
    expect(describeAddress(parseAddress('123 N Orange Ave Unit 4 Orlando 32801', CITIES)!)).toBe('123 N ORANGE AVE UNIT 4, ORLANDO 32801');
  });
});
