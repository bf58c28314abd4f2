import { afterAll, beforeAll, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from '../../src/config.ts';
import { loadListings } from '../../src/listings/store.ts';
import { officeClock } from '../../src/office-clock.ts';
import { readDocument } from '../../src/listings/documents.ts';
import { describeEachDatabase, setUpTestApp, testConfig } from '../helpers.ts';

/** A date `days` from today at the office (negative: in the past). */
function day(days: number): string {
  const d = new Date(`${officeClock(testConfig().site.timeZone).today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function position(title: string, posted: string, closes: string | null): string {
  return `---\ntitle: ${title}\ndepartment: Residential Valuation\nsalaryMin: 50000\nsalaryMax: 60000\nlocation: Orlando\nposted: ${posted}\ncloses: ${closes ?? 'null'}\n---\n\nValue homes.\n\n## Duties\n\n- Inspect <script>alert(1)</script> homes\n\n[Apply](mailto:jobs@example.gov) or [not this](javascript:alert(1))\n`;
}

function solicitation(number: string, status: string, due: string, documents = ''): string {
  return `---\nnumber: ${number}\ntitle: ${number} work\nkind: Invitation to Bid\nstatus: ${status}\nissued: ${day(-60)}\ndue: ${due}\ncontact: Procurement\n${documents}---\n\nScope.\n`;
}

function writeFixtures(contentDir: string): void {
  const listings = join(contentDir, 'listings');
  rmSync(listings, { recursive: true, force: true });
  mkdirSync(join(listings, 'employment'), { recursive: true });
  mkdirSync(join(listings, 'procurement', 'documents'), { recursive: true });
  const jobs = join(listings, 'employment');
  writeFileSync(join(jobs, 'closes-today.md'), position('Closes Today', day(-20), day(0)));
  writeFileSync(join(jobs, 'closed-yesterday.md'), position('Closed Yesterday', day(-30), day(-1)));
  writeFileSync(join(jobs, 'until-filled.md'), position('Until Filled', day(-3), null));
  writeFileSync(join(jobs, 'broken.md'), '---\ntitle: No department\nposted: 2026-01-01\n---\n');
  writeFileSync(join(jobs, 'Bad_Name.md'), position('Bad name', day(-1), null));
  const bids = join(listings, 'procurement');
  const docs = 'documents:\n  - title: The bid\n    file: ITB-1\n  - title: Missing file\n    file: ITB-1-missing\n';
  writeFileSync(join(bids, 'open-bid.md'), solicitation('ITB 1', 'open', day(5), docs));
  writeFileSync(join(bids, 'past-due.md'), solicitation('ITB 2', 'open', day(-2)));
  writeFileSync(join(bids, 'awarded.md'), solicitation('ITB 3', 'awarded', day(-40)));
  writeFileSync(join(bids, 'cancelled.md'), solicitation('ITB 4', 'cancelled', day(-10)));
  writeFileSync(join(bids, 'documents', 'ITB-1.txt'), '# Invitation to Bid 1\n\nBring a pen.\n');
  writeFileSync(join(bids, 'documents', 'stray.txt'), '# Not listed\n');
  writeFileSync(
    join(listings, 'testimonials.md'),
    '---\ntestimonials:\n  - name: Ann B.\n    role: Owner\n    date: 2026-01-02\n    quote: Quick help.\n  - name: Carl D.\n    role: Realtor\n    date: 2026-03-04\n    quote: Great data.\n---\n',
  );
}

describeEachDatabase('listings', (t) => {
  let contentDir = '';
  beforeAll(() => {
    contentDir = mkdtempSync(join(tmpdir(), 'listings-'));
    cpSync(resolve(repoRoot, 'content'), contentDir, { recursive: true });
    writeFixtures(contentDir);
  });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
  const env = setUpTestApp(t, { config: () => ({ contentDir }) });

  it('lists open positions only, newest first, including one closing today and one open until filled', async () => {
    const res = await env.app.inject('/api/Employment/GetPositions');
    expect(res.statusCode).toBe(200);
    const positions = res.json().positions;
    expect(positions.map((p: { id: string }) => p.id)).toEqual(['until-filled', 'closes-today']);
    expect(positions[0]).toMatchObject({ title: 'Until Filled', closes: null, salaryMin: 50000, salaryPeriod: 'year', employmentType: 'Full time' });
    expect(positions[1].closes).toBe(day(0));
  });

  it('answers one position with its description, sanitized', async () => {
    const res = await env.app.inject('/api/Employment/GetPosition?id=closes-today');
    expect(res.statusCode).toBe(200);
    const html = res.json().descriptionHtml;
    expect(html).toContain('<h3>Duties</h3>');
    expect(html).toContain('href="mailto:jobs@example.gov"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('answers 410 with the closing date for a closed position, 404 for an unknown one, 400 for a bad id', async () => {
    const closed = await env.app.inject('/api/Employment/GetPosition?id=closed-yesterday');
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toMatch(/^This position closed on [A-Z][a-z]+ \d{1,2}, \d{4} and is no longer accepting applications\.$/);
    const unknown = await env.app.inject('/api/Employment/GetPosition?id=no-such-job');
    expect(unknown.statusCode).toBe(404);
    const bad = await env.app.inject('/api/Employment/GetPosition?id=..%2F..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const missing = await env.app.inject('/api/Employment/GetPosition');
    expect(missing.statusCode).toBe(400);
  });

  it('shows solicitations with a status from their dates: open first, then the most recent', async () => {
    const list = (await env.app.inject('/api/Procurement/GetSolicitations')).json().solicitations;
    expect(list.map((s: { number: string; status: string }) => [s.number, s.status])).toEqual([
      ['ITB 1', 'Open'],
      ['ITB 2', 'Under evaluation'],
      ['ITB 4', 'Cancelled'],
      ['ITB 3', 'Awarded'],
    ]);
    expect(list[0].documents[0]).toEqual({ title: 'The bid', url: '/api/Procurement/GetDocument?file=ITB-1' });
  });

  it('serves a listed document as PDF, and 404 for one that is missing or not listed', async () => {
    const pdf = await env.app.inject('/api/Procurement/GetDocument?file=ITB-1');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="ITB-1.pdf"');
    expect((await env.app.inject('/api/Procurement/GetDocument?file=ITB-1-missing')).statusCode).toBe(404);
    expect((await env.app.inject('/api/Procurement/GetDocument?file=stray')).statusCode).toBe(404);
    expect((await env.app.inject('/api/Procurement/GetDocument?file=..%2Fdocuments%2FITB-1')).statusCode).toBe(400);
  });

  it('lists testimonials newest first', async () => {
    const list = (await env.app.inject('/api/Testimonials/GetTestimonials')).json().testimonials;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Carl D.', 'Ann B.']);
  });

  it('leaves out files that do not validate and says why', () => {
    const { problems, positions } = loadListings(contentDir);
    expect(positions).toHaveLength(3);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.includes('broken.md'))).toMatch(/department|salaryMin/);
    expect(problems.find((p) => p.includes('Bad_Name.md'))).toContain('file name');
  });
});

it("the office's own listing files all load, and every document they list exists", () => {
  const listings = loadListings(resolve(repoRoot, 'content'));
  expect(listings.problems).toEqual([]);
  expect(listings.positions.length).toBeGreaterThanOrEqual(5);
  expect(listings.solicitations.length).toBeGreaterThanOrEqual(4);
  expect(listings.testimonials.length).toBeGreaterThanOrEqual(5);
  for (const s of listings.solicitations) {
    for (const d of s.documents) expect(readDocument(listings.documentsDir, d.file, 'Office')?.subarray(0, 5).toString(), d.file).toBe('%PDF-');
  }
});
