import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PAGE_IDS, CONTENT_TITLES, DEPARTMENTS, FAQ_PAGE_IDS, OTHER_AGENCIES, PAGE_TITLES, defaultSiteConfig } from '@county/shared';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { loadContent } from '../../src/content/store.ts';
import { describeEachDatabase, setUpTestApp, testApp, testConfig } from '../helpers.ts';

const REPO_CONTENT = testConfig().contentDir;
const NAMED_PAGES = [
  'abouttechhelp', 'accessibility', 'homestead', 'residential', 'commercial', 'government', 'industrial',
  'tpp', 'tpp-instructions', 'report-online', 'disclaimer', 'income-survey', 'appeals',
];

/** Visible words of an HTML fragment, to judge whether a page says something. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describeEachDatabase('content pages of the repository', (t) => {
  const env = setUpTestApp(t);
  const get = (url: string) => env.app.inject({ method: 'GET', url });

  it('serves every pageID of the route table with its title and real text', async () => {
    const expected = [
      ...CONTENT_PAGE_IDS.map((id) => ({ kind: 'content', id, title: CONTENT_TITLES[id] })),
      ...FAQ_PAGE_IDS.map((id) => ({ kind: 'faqcontent', id, title: CONTENT_TITLES[id] })),
      ...NAMED_PAGES.map((id) => ({ kind: 'page', id, title: PAGE_TITLES[`/${id}`] })),
    ];
    for (const { kind, id, title } of expected) {
      const res = await get(`/api/Content/GetContentPage?kind=${kind}&pageID=${id}`);
      expect(res.statusCode, `${kind}/${id}`).toBe(200);
      const page = res.json();
      expect(page.title, `${kind}/${id}`).toBe(title);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.summary.length, `${kind}/${id} summary`).toBeGreaterThan(20);
      expect(textOf(page.html).length, `${kind}/${id} body`).toBeGreaterThan(600);
      expect(page.html).not.toMatch(/<h1|<script|<style|\son\w+=/i);
    }
  });

  it('serves the video and guide pages the route table links to, and the home page text', async () => {
    for (const [kind, id] of [['videocontent', 'homestead-video'], ['hybcontent', 'tpp-guide'], ['page', 'dashboard']]) {
      const res = await get(`/api/Content/GetContentPage?kind=${kind}&pageID=${id}`);
      expect(res.statusCode, `${kind}/${id}`).toBe(200);
      expect(textOf(res.json().html).length).toBeGreaterThan(100);
    }
  });

  it('answers 404 with a message for an unknown page, and for a page asked under the wrong kind', async () => {
    const unknown = await get('/api/Content/GetContentPage?kind=faqcontent&pageID=NoSuchPage');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, field: 'pageID' });
    expect(unknown.json().message).toContain('NoSuchPage');
    const wrongKind = await get('/api/Content/GetContentPage?kind=content&pageID=SOH');
    expect(wrongKind.statusCode).toBe(404);
  });

  it('answers 400 naming the field for malformed ids and kinds, never 500', async () => {
    const cases: [string, string][] = [
      ['pageID=..%2F..%2Fpackage', 'pageID'],
      ['pageID=a%20b', 'pageID'],
      ['pageID=' + 'x'.repeat(65), 'pageID'],
      ['pageID=', 'pageID'],
      ['', 'pageID'],
      ['pageID=SOH&kind=secret', 'kind'],
      ['pageID=SOH&kind=', 'kind'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/Content/GetContentPage?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });

  it('turns notice: links into links that carry their type and the configured target', async () => {
    const page = (await get('/api/Content/GetContentPage?kind=faqcontent&pageID=forms')).json();
    expect(page.html).toContain(`href="${defaultSiteConfig.filing.homestead}" data-notice="tylerHX"`);
    expect(page.html).toContain('data-notice="tylerTPPExtension"');
    expect(page.html).toContain('href="/api/Content/GetContentDynamicFile?contentFileID=DR-501"');
  });

  it('serves the year of important dates', async () => {
    const res = await get('/api/Content/GetImportantDates');
    expect(res.statusCode).toBe(200);
    const dates = res.json<{ month: number; day: number; title: string }[]>();
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect(dates.find((d) => d.month === 3 && d.day === 1)?.title).toMatch(/homestead|exemption/i);
    expect(dates.find((d) => d.month === 4 && d.day === 1)?.title).toMatch(/tangible/i);
  });

  it('serves every linked document as a PDF with its file name, with a valid cross-reference table', async () => {
    const ids = readdirSync(join(REPO_CONTENT, 'files')).map((name) => name.replace(/\.pdf$/, ''));
    expect(ids).toEqual(expect.arrayContaining(['DR-501', 'DR-405', 'homestead-fraud-report']));
    for (const id of ids) {
      const res = await get(`/api/Content/GetContentDynamicFile?contentFileID=${id}`);
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${id}.pdf"`);
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      // Every object offset in the xref table must point at that object's header.
      const text = bytes.toString('latin1');
      const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      const entries = text.slice(xrefAt).split('\n').slice(3).filter((l) => / n $/.test(l));
      expect(entries.length).toBeGreaterThan(4);
      entries.forEach((entry, i) => {
        const offset = Number(entry.slice(0, 10));
        expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
      });
    }
  });

  it('answers 404 JSON for an unknown document and 400 for ids that try to leave the folder', async () => {
    const unknown = await get('/api/Content/GetContentDynamicFile?contentFileID=DR-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json().message).toContain('DR-999');
    for (const id of ['..%2F..%2Fpackage.json', '..%5Cpackage', '%2Fetc%2Fpasswd', 'DR-501.pdf', '.hidden', '', 'a%00b']) {
      const res = await get(`/api/Content/GetContentDynamicFile?contentFileID=${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().field).toBe('contentFileID');
    }
    const missing = await get('/api/Content/GetContentDynamicFile');
    expect(missing.statusCode).toBe(400);
  });

  it('lists the endpoints in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['/api/Content/GetContentPage', '/api/Content/GetContentAlert', '/api/Content/GetContentDynamicFile']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('the repository content itself', () => {
  it('loads with no problem: every file readable, every file: and notice: link resolves', () => {
    const store = loadContent(REPO_CONTENT, defaultSiteConfig);
    expect(store.problems).toEqual([]);
  });

  it('uses only the placeholder phone numbers of office.ts', () => {
    const known = new Set([...DEPARTMENTS.map((d) => d.phone), ...OTHER_AGENCIES.map((a) => a.phone)]);
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && !['assistant', 'listings', 'files'].includes(entry.name)) walk(join(dir, entry.name));
        else if (entry.isFile() && /\.(md|txt)$/.test(entry.name)) {
          for (const m of readFileSync(join(dir, entry.name), 'utf8').matchAll(/\b\d{3}-555-\d{4}\b/g)) used.add(m[0]);
        }
      }
    };
    walk(REPO_CONTENT);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((n) => !known.has(n))).toEqual([]);
  });
});

describe('content from a folder the office edits', () => {
  let dir: string;
  let app: FastifyInstance;
  const databases: Database[] = [];
  // Content needs no data; each app still gets its own empty database, as the server would.
  const open = async (contentDir: string) => {
    const database = openDatabase(':memory:');
    databases.push(database);
    await migrate(database);
    return testApp(database, { contentDir });
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-test-'));
    // Other features read their own folders of the same content directory at start: lend them the real ones.
    for (const name of ['assistant', 'listings']) symlinkSync(join(REPO_CONTENT, name), join(dir, name));
    mkdirSync(join(dir, 'faqcontent'));
    mkdirSync(join(dir, 'files'));
    writeFileSync(
      join(dir, 'faqcontent', 'Evil.md'),
      [
        '---',
        'title: Evil page',
        'updated: 2026-01-02',
        'keywords: one, two',
        '---',
        '# Big heading',
        'Safe text stays.',
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<form action="https://evil.example"><input name="q"></form>',
        '<a href="javascript:alert(3)">js link</a>',
        '<a href="data:text/html,<b>x</b>">data link</a>',
        '<a href="https://x.example" data-notice="evil" target="_top" onclick="alert(4)">odd link</a>',
        '<p style="color:red" class="danger" id="main">styled</p>',
        '<h2 id="root">Shadow</h2>',
        '[notice link](notice:taxes) [bad notice](notice:nope) [a file](file:missing)',
        '[inside](/homestead) [outside](https://floridarevenue.com/property)',
      ].join('\n\n'),
    );
    writeFileSync(join(dir, 'faqcontent', 'Broken.md'), '---\ntitle: [unclosed\n---\ntext');
    writeFileSync(join(dir, 'faqcontent', 'NoTitle.md'), '---\nsummary: nothing\n---\ntext');
    writeFileSync(join(dir, 'files', 'note.txt'), 'hello');
    writeFileSync(join(dir, 'files', 'run.sh'), 'echo no');
    symlinkSync('/etc/hostname', join(dir, 'files', 'linked.txt'));
    app = await open(dir);
  });
  afterAll(async () => {
    await app.close();
    for (const database of databases) await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sanitizes a malicious page on the server and keeps its harmless text', async () => {
    const res = await app.inject('/api/Content/GetContentPage?kind=faqcontent&pageID=Evil');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.keywords).toEqual(['one', 'two']);
    expect(page.updated).toBe('2026-01-02');
    const html: string = page.html;
    expect(html).toContain('Safe text stays.');
    expect(html).toContain('<h2 id="big-heading">Big heading</h2>');
    expect(html).toContain('js link');
    for (const bad of ['<script', 'alert(1)', '<img', 'onerror', '<iframe', '<style', 'display:none', '<form', '<input', 'javascript:', 'data:text', 'onclick', 'style=', 'danger', 'id="main"', 'id="root"', '_top', 'data-notice="evil"', '<h1']) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('id="section-root"');
    expect(html).toContain(`href="${defaultSiteConfig.taxCollectorPayment}" data-notice="taxes" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('<a href="/homestead">inside</a>');
    expect(html).toMatch(/<a href="https:\/\/floridarevenue.com\/property" target="_blank" rel="noopener noreferrer">outside<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
  });

  it('leaves out unreadable files and reports them and every broken link', () => {
    const store = loadContent(dir, defaultSiteConfig);
    expect(store.page('faqcontent', 'Broken')).toBeUndefined();
    expect(store.page('faqcontent', 'NoTitle')).toBeUndefined();
    const problems = store.problems.join('\n');
    expect(problems).toContain('Broken.md');
    expect(problems).toMatch(/NoTitle\.md: title/);
    expect(problems).toContain("'notice:nope'");
    expect(problems).toContain("'file:missing'");
    expect(problems).toContain('run.sh');
  });

  it('answers an empty notice when there is no alert.md, and the sanitized notice when there is', async () => {
    const none = await app.inject('/api/Content/GetContentAlert');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ title: '', body: '', header: '' });

    writeFileSync(
      join(dir, 'alert.md'),
      '---\ntitle: Office closed Friday\nheader: Holiday\n---\nWe are **closed** on Friday. [Read the full notice](/faqcontent/SiteNotice) <a href="javascript:alert(2)">bad link</a><script>alert(1)</script>',
    );
    const withNotice = await open(dir);
    const res = await withNotice.inject('/api/Content/GetContentAlert');
    await withNotice.close();
    // The bell shows the body as HTML (decision 104): bold text and links stay, anything unsafe goes.
    expect(res.json()).toEqual({
      title: 'Office closed Friday',
      header: 'Holiday',
      body: '<p>We are <strong>closed</strong> on Friday. <a href="/faqcontent/SiteNotice">Read the full notice</a> <a>bad link</a></p>\n',
    });
  });

  it('serves other allowed documents with their type, and never a symbolic link or an unknown type', async () => {
    const note = await app.inject('/api/Content/GetContentDynamicFile?contentFileID=note');
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(note.headers['content-disposition']).toBe('attachment; filename="note.txt"');
    expect(note.body).toBe('hello');
    for (const id of ['linked', 'run']) {
      const res = await app.inject(`/api/Content/GetContentDynamicFile?contentFileID=${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});
