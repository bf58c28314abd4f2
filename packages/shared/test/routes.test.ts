import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../src/routes.ts';

describe('isKnownPath', () => {
  it('knows the pages of the route table', () => {
    for (const path of ['/', '/home', '/dashboard', '/propertycard', '/faqcontent/SOH', '/content/meetPA', '/hybcontent/x', '/Searches/ParcelSearch.aspx', '/searches/parcelsearch.aspx', '/parcelsearch/Parcel%20ID/272035664500001', '/dashboard/']) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it('rejects unknown paths and unknown page ids', () => {
    for (const path of ['/nope', '/faqcontent/Nope', '/content/SOH', '/content/', '/dashboard/x', '/faqcontent/%E0%A4%A', '/DASHBOARD']) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });
});
