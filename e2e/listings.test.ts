import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';

// Listings come from content/listings. Which positions are open depends on today's date, so the
// expectations are taken from the API and from the files' own dates, never written in here.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Summary {
  id: string;
  title: string;
  closes: string | null;
}

describe('employment', () => {
  it('lists the open positions, each linking to its own page with the full description', async () => {
    const page = await browser.newPage();
    const { positions } = (await (await page.request.get('/api/Employment/GetPositions')).json()) as { positions: Summary[] };
    // The TPP auditor position is open until filled, so the list is never empty.
    expect(positions.map((p) => p.id)).toContain('tpp-auditor');
    await page.goto('/employment');
    const cards = page.getByRole('list', { name: 'Open positions' }).getByRole('heading', { level: 2 });
    await expect.poll(() => cards.allTextContents()).toEqual(positions.map((p) => p.title));
    const auditor = page.locator('.listing-card', { hasText: 'Tangible Personal Property Auditor' });
    expect(await auditor.textContent()).toContain('Open until filled');
    expect(await auditor.textContent()).toMatch(/\$58,000 – \$76,000 a year/);

    await page.getByRole('link', { name: 'Tangible Personal Property Auditor' }).click();
    await page.waitForURL('**/employment/tpp-auditor');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tangible Personal Property Auditor');
    expect(await page.getByRole('heading', { name: 'What you will do' }).count()).toBe(1);
    expect(await page.title()).toContain('Tangible Personal Property Auditor');
    await page.getByRole('link', { name: 'All open positions' }).click();
    await page.waitForURL('**/employment');
    await page.close();
  });

  it('leaves a closed position off the list and says when it closed on its own page', async () => {
    const page = await browser.newPage();
    await page.goto('/employment');
    await page.getByRole('list', { name: 'Open positions' }).waitFor();
    expect(await page.getByText('Customer Service Representative').count()).toBe(0);
    const response = await page.goto('/employment/customer-service-representative');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'closed' }).textContent())
      .toBe('This position closed on October 30, 2026 and is no longer accepting applications.');
    await page.goto('/employment/no-such-position');
    await expect.poll(() => page.locator('.listing-error').textContent()).toContain('could not find that position');
    await page.close();
  });
});

describe('procurement', () => {
  it('shows every solicitation with its status, filters by status, and serves its documents as PDF', async () => {
    const page = await browser.newPage();
    const { solicitations } = (await (await page.request.get('/api/Procurement/GetSolicitations')).json()) as {
      solicitations: { number: string; status: string; documents: { url: string }[] }[];
    };
    await page.goto('/procurement');
    const cards = page.getByRole('list', { name: 'Solicitations' }).locator('> li');
    await expect.poll(() => cards.count()).toBe(solicitations.length);
    await page.getByLabel('Show').selectOption('Awarded');
    const awarded = solicitations.filter((s) => s.status === 'Awarded');
    await expect.poll(() => cards.count()).toBe(awarded.length);
    expect(await cards.first().textContent()).toContain('ITB 2026-03');
    expect(await cards.first().textContent()).toContain('Sunshine Workplace Interiors');

    const link = cards.first().getByRole('link', { name: 'Notice of award (PDF)' });
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });
});

describe('testimonials', () => {
  it('shows each quote with who said it', async () => {
    const page = await browser.newPage();
    const { testimonials } = (await (await page.request.get('/api/Testimonials/GetTestimonials')).json()) as {
      testimonials: { name: string; quote: string }[];
    };
    expect(testimonials.length).toBeGreaterThan(3);
    await page.goto('/testimonials');
    await expect.poll(() => page.locator('blockquote').count()).toBe(testimonials.length);
    expect(await page.locator('blockquote').first().textContent()).toBe(testimonials[0]!.quote);
    expect(await page.locator('figcaption').first().textContent()).toContain(testimonials[0]!.name);
    await page.close();
  });
});
