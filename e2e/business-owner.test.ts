import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { violations } from './page-checks.ts';
import { readSampleCounty } from './sample-county.ts';
import { searchFor } from './search-box.ts';

// A business owner types the account's legal owner ('... LLC') rather than its trade name, finds
// the account and opens its card; the card of the parcel where it is located lists it, in English
// and in Spanish. The account comes from the suite's county: one whose owner holds no parcel, so
// the businesses are what the box lists first.

interface Sample {
  account: string;
  owner: string;
  parcelId: string;
  businessName: string;
}

let browser: Browser;
let sample: Sample;

async function readSample(): Promise<Sample> {
  return readSampleCounty(async (db) => {
    const accounts = await db
      .selectFrom('tpp_accounts')
      .select(['account', 'owner_name', 'parcel_id', 'business_name'])
      .where('parcel_id', 'is not', null)
      .orderBy('account')
      .execute();
    const ownerNames = (await db.selectFrom('owners').select('name').distinct().execute()).map((o) => o.name);
    const a = accounts.find((x) => !ownerNames.some((n) => n.startsWith(x.owner_name)))!;
    return { account: a.account, owner: a.owner_name, parcelId: a.parcel_id!, businessName: a.business_name };
  });
}

beforeAll(async () => {
  sample = await readSample();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('businesses by their owner, and on the card of their parcel', () => {
  it("finds a business by its owner's name and opens its card", async () => {
    const page = await browser.newPage();
    await page.goto('/parcelsearch');
    await searchFor(page, sample.owner.toLowerCase());
    const link = page.getByRole('link', { name: sample.account, exact: true });
    await link.waitFor({ timeout: 10_000 });
    expect(await violations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(/\/tangiblecard\?acct=/);
    expect(new URL(page.url()).searchParams.get('acct')).toBe(sample.account);
    await page.close();
  });

  it("lists the accounts located at the parcel on the parcel's card, linked to their cards", async () => {
    for (const [path, heading] of [
      ['/propertycard', 'Businesses at this parcel'],
      ['/es/propertycard', 'Negocios en esta parcela'],
    ] as const) {
      const page = await browser.newPage();
      await page.goto(`${path}?pid=${sample.parcelId}`);
      const section = page.locator('section[aria-labelledby="card-businesses"]');
      await section.waitFor();
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(heading);
      expect(await section.locator('tbody').textContent()).toContain(sample.businessName);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      const link = section.getByRole('link', { name: sample.account, exact: true });
      await link.click();
      await page.waitForURL(/tangiblecard\?acct=/);
      expect(new URL(page.url()).pathname).toBe(path === '/es/propertycard' ? '/es/tangiblecard' : '/tangiblecard');
      await page.close();
    }
  });
});
