import { describe, expect, it } from 'vitest';
import {
  applyPattern,
  digitsOnly,
  maskDate,
  maskIpAddress,
  maskPercent,
  maskThousands,
  maskTime,
  masks,
  unmaskThousands,
  PARCEL_MASK_REGEX,
} from '../src/masks.ts';

describe('applyPattern and the parcel mask', () => {
  it('fills 00-00-00-0000-00-000 from digits typed or pasted in any shape', () => {
    expect(masks.parcelId.apply('352027664500001')).toBe('35-20-27-6645-00-001');
    expect(masks.parcelId.apply('35 20 27 6645 00 001')).toBe('35-20-27-6645-00-001');
    expect(masks.parcelId.apply('3520276645000019999')).toBe('35-20-27-6645-00-001');
    expect(PARCEL_MASK_REGEX.test(masks.parcelId.apply('352027664500001'))).toBe(true);
  });

  it('writes a dash only once a digit follows it, so backspace over a dash works', () => {
    expect(masks.parcelId.apply('35')).toBe('35');
    expect(masks.parcelId.apply('352')).toBe('35-2');
    expect(masks.parcelId.apply('35-')).toBe('35');
    expect(applyPattern('', '00-00')).toBe('');
  });
});

describe('digits-only phone', () => {
  it('drops every non-digit and stops at the input maximum of 10', () => {
    expect(masks.phone.apply('(407) 555-0100')).toBe('4075550100');
    expect(masks.phone.apply('4075550100123')).toBe('4075550100');
    expect(digitsOnly('a1b2', 5)).toBe('12');
  });
});

describe('time and date', () => {
  it('shapes HH:MM and refuses hours above 23 and minutes above 59', () => {
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('2359')).toBe('23:59');
    expect(maskTime('25')).toBe('2');
    expect(maskTime('127')).toBe('12:');
    expect(maskTime('12:3')).toBe('12:3');
  });

  it('shapes MM/DD/YYYY and refuses impossible months and days', () => {
    expect(maskDate('03012026')).toBe('03/01/2026');
    expect(maskDate('13')).toBe('1');
    expect(maskDate('00')).toBe('0');
    expect(maskDate('0132')).toBe('01/3');
    expect(maskDate('12/31/1999')).toBe('12/31/1999');
  });
});

describe('percent 0-100', () => {
  it('keeps numbers from 0 to 100 with two decimals and caps anything larger at 100', () => {
    expect(maskPercent('45')).toBe('45');
    expect(maskPercent('45.678')).toBe('45.67');
    expect(maskPercent('100')).toBe('100');
    expect(maskPercent('101')).toBe('100');
    expect(maskPercent('100.5')).toBe('100');
    expect(maskPercent('.5')).toBe('0.5');
    expect(maskPercent('007')).toBe('7');
    expect(maskPercent('abc')).toBe('');
    expect(maskPercent('12%')).toBe('12');
  });
});

describe('thousands separator', () => {
  it('groups digits by three and reads back the number', () => {
    expect(maskThousands('1234567')).toBe('1,234,567');
    expect(maskThousands('$1,2345')).toBe('12,345');
    expect(maskThousands('999')).toBe('999');
    expect(maskThousands('000123')).toBe('123');
    expect(maskThousands('')).toBe('');
    expect(unmaskThousands('1,234,567')).toBe(1234567);
    expect(unmaskThousands('')).toBeNull();
  });
});

describe('IP address', () => {
  it('makes four parts of 0-255 separated by dots', () => {
    expect(maskIpAddress('192.168.1.10')).toBe('192.168.1.10');
    expect(maskIpAddress('19216811')).toBe('192.168.11');
    expect(maskIpAddress('256')).toBe('25.6');
    expect(maskIpAddress('0123')).toBe('0.123');
    expect(maskIpAddress('1..2')).toBe('1.2');
    expect(maskIpAddress('1.2.3.4.5')).toBe('1.2.3.45');
    expect(maskIpAddress('255255255255255')).toBe('255.255.255.255');
    expect(maskIpAddress('a1b')).toBe('1');
  });
});

describe('screen-reader hints', () => {
  it('gives every mask a hint in words and a max length its longest value fits', () => {
    for (const [name, mask] of Object.entries(masks)) {
      expect(mask.hint.length, name).toBeGreaterThan(10);
      expect(mask.maxLength, name).toBeGreaterThan(0);
    }
    expect(masks.parcelId.apply('9'.repeat(30)).length).toBe(masks.parcelId.maxLength);
    expect(masks.time.apply('9'.repeat(30)).length).toBeLessThanOrEqual(masks.time.maxLength);
    expect(masks.ipAddress.apply('9'.repeat(30)).length).toBeLessThanOrEqual(masks.ipAddress.maxLength);
  });
});
