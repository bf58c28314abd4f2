import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';
import { readSampleCounty } from './sample-county.ts';

// A penalised tangible account's card shows the penalty as the DR-405 schedule writes it ("25%"),
// from the rate the roll stores in percent; an account without one shows "None".

let browser: Browser;
let penalised: { account: string; year: number; rate: number }[];
let clean: { account: string; year: number };

beforeAll(async () => {
  await readSampleCounty(async (db) => {
    const rows = await db.selectFrom('tpp_values').select(['account', 'tax_year', 'penalty_rate']).orderBy('account').orderBy('tax_year').execute();
    const full = rows.find((r) => r.penalty_rate === 25);
    const partial = rows.find((r) => r.penalty_rate > 0 && r.penalty_rate < 25);
    penalised = [full, partial].filter((r) => r !== undefined).map((r) => ({ account: r.account, year: r.tax_year, rate: r.penalty_rate }));
    const none = rows.find((r) => r.penalty_rate === 0) as (typeof rows)[number];
    clean = { account: none.account, year: none.tax_year };
  });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function penaltyCell(account: string, year: number): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`/tangiblecard?acct=${encodeURIComponent(account)}`);
    const row = page.locator('#tpp-values-table tbody tr').filter({ has: page.locator('td, th').first().getByText(String(year), { exact: true }) });
    await row.first().waitFor();
    return ((await row.first().locator('td, th').last().textContent()) ?? '').trim();
  } finally {
    await page.close();
  }
}

describe('tangible card penalty', () => {
  it('shows a penalty in percent as written on the DR-405 schedule', async () => {
    expect(penalised.map((p) => p.rate)).toContain(25);
    for (const p of penalised) expect(await penaltyCell(p.account, p.year), p.account).toBe(`${p.rate}%`);
    expect(await penaltyCell(clean.account, clean.year)).toBe('None');
  });
});
