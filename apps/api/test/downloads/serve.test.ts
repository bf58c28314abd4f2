import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from '../../src/downloads/manifest.ts';
import { rollStamp } from '../../src/downloads/roll-stamp.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { seedCounty } from '../../src/data/generator/index.ts';
import { addConfidential, removeConfidential } from '../../src/privacy/index.ts';

// Serving published files: a small manifest written here (the builder has its own test), so that
// every byte and header can be checked exactly.

const content = Buffer.from('Code,Description\n' + Array.from({ length: 200 }, (_, i) => `${String(i).padStart(3, '0')},Row number ${i}\n`).join(''));
const sha256 = createHash('sha256').update(content).digest('hex');

/** The roll the test's database is at: files stamped with another are stale (decision 15). */
let roll = '';
/** The parcels the published files were read with masked (undefined: a manifest from before the list). */
let masked: string[] | undefined = [];

/** The database's downloads folder (DATA_DIR/downloads/<roll id>). */
const folderOf = (dataDir: string) => join(dataDir, 'downloads', roll.split(':')[0]!);

function publish(dataDir: string, build: string, bytes: Buffer, hash = sha256): void {
  const dir = join(folderOf(dataDir), build);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'codes.csv'), bytes);
  writeFileSync(join(folderOf(dataDir), 'secret.txt'), 'not published');
  const manifest: Manifest = {
    build,
    created: '2026-11-20T08:00:00.000Z',
    taxYear: 2026,
    roll,
    confidential: masked,
    files: [
      {
        name: 'codes.csv',
        title: 'Codes',
        description: 'Test codes',
        format: 'CSV',
        rows: 200,
        size: bytes.length,
        sha256: hash,
        created: '2026-11-20T08:00:00.000Z',
      },
    ],
  };
  writeFileSync(join(folderOf(dataDir), 'manifest.json'), JSON.stringify(manifest));
}

describeEachDatabase('downloads: serving', (t) => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'downloads-serve-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = setUpTestApp(t, { config: () => ({ dataDir }), seed: (database) => seedCounty(database, { parcels: 20, tpp: 2, seed: 5 }) });
  beforeAll(async () => {
    roll = await rollStamp(env.database);
  });

  const get = (headers: Record<string, string> = {}, name = 'codes.csv') => env.app.inject({ url: `/api/Downloads/${name}`, headers });

  it('lists nothing before the first build, and 404 for any file', async () => {
    const list = await env.app.inject('/api/Downloads');
    expect(list.json()).toEqual({ created: null, taxYear: null, preparing: false, files: [] });
    expect((await get()).statusCode).toBe(404);
  });

  it('says the files are being prepared while a live process holds the first-build marker, and not for a dead one', async () => {
    const marker = join(folderOf(dataDir), 'preparing.json');
    mkdirSync(folderOf(dataDir), { recursive: true });
    writeFileSync(marker, JSON.stringify({ pid: process.pid, started: new Date().toISOString() }));
    expect((await env.app.inject('/api/Downloads')).json()).toMatchObject({ preparing: true, files: [] });
    // A process id far above any this machine hands out: the build died with its process.
    writeFileSync(marker, JSON.stringify({ pid: 2 ** 22 + 17, started: new Date().toISOString() }));
    expect((await env.app.inject('/api/Downloads')).json()).toMatchObject({ preparing: false });
    writeFileSync(marker, JSON.stringify({ pid: process.pid, started: '2020-01-01T00:00:00.000Z' }));
    expect((await env.app.inject('/api/Downloads')).json()).toMatchObject({ preparing: false });
    rmSync(marker);
  });

  it('lists the published files with size, rows, date, checksum and URL', async () => {
    publish(dataDir, '20261120T080000-aaaaaa', content);
    const body = (await env.app.inject('/api/Downloads')).json();
    expect(body.taxYear).toBe(2026);
    expect(body.files).toEqual([expect.objectContaining({ name: 'codes.csv', rows: 200, size: content.length, sha256, url: '/api/Downloads/codes.csv' })]);
  });

  it('serves the whole file, uncompressed, with Accept-Ranges, a strong ETag and a download name', async () => {
    const res = await get({ 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBe(`"${sha256}"`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="codes.csv"');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(sha256);
  });

  it('answers byte ranges with 206: closed, open-ended, suffix and past-the-end ends', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, content.length - 1],
      ['bytes=-50', content.length - 50, content.length - 1],
      [`bytes=10-${content.length + 1000}`, 10, content.length - 1],
      [`bytes=-${content.length + 5}`, 0, content.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${content.length}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(content.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('resumes a download: the two parts together are the file', async () => {
    const first = await get({ range: 'bytes=0-1233' });
    const rest = await get({ range: 'bytes=1234-', 'if-range': first.headers.etag as string });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(content)).toBe(true);
  });

  it('answers 416 with the size for ranges that cannot be satisfied', async () => {
    for (const range of [`bytes=${content.length}-`, `bytes=${content.length + 10}-${content.length + 20}`, 'bytes=500-100', 'bytes=-0']) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${content.length}`);
      expect(res.json(), range).toMatchObject({ statusCode: 416, field: 'range' });
    }
  });

  it('sends the whole file for malformed, multiple or other-unit ranges, and for a stale If-Range', async () => {
    const cases: Record<string, string>[] = [
      { range: 'bytes=abc' },
      { range: 'bytes=0-1,5-9' },
      { range: 'items=0-5' },
      { range: 'bytes=0-9', 'if-range': '"old"' },
    ];
    for (const headers of cases) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.length).toBe(content.length);
    }
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    expect((await get({ 'if-none-match': `"${sha256}"` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves only names listed in the manifest: no traversal, no other files', async () => {
    for (const name of ['secret.txt', 'manifest.json', '..%2Fmanifest.json', '..%2F..%2Fetc%2Fpasswd', '.hidden', 'a%00b']) {
      const res = await get({}, name);
      expect([400, 404], name).toContain(res.statusCode);
      expect(res.body).not.toContain('not published');
    }
    const build = await get({}, '20261120T080000-aaaaaa%2Fcodes.csv');
    expect([400, 404]).toContain(build.statusCode);
  });

  it('keeps serving the files of this roll before a change, as being updated, until the new set is published (issue 42)', async () => {
    const stamp = roll;
    roll = `${stamp.split(':')[0]}:${Number(stamp.split(':')[1]) - 1}`;
    try {
      publish(dataDir, '20261120T090000-cccccc', content);
      const listed = (await env.app.inject('/api/Downloads')).json<{ preparing: boolean; files: unknown[] }>();
      expect(listed).toMatchObject({ preparing: true, files: [expect.objectContaining({ name: 'codes.csv' })] });
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
    } finally {
      roll = stamp;
    }
  });

  it('withdraws stale files at once when a parcel was marked confidential since they were read (issue 42)', async () => {
    const stamp = roll;
    roll = `${stamp.split(':')[0]}:${Number(stamp.split(':')[1]) - 1}`;
    const { parcel_id: pid } = await env.database.db.selectFrom('parcels').select('parcel_id').orderBy('parcel_id').executeTakeFirstOrThrow();
    try {
      publish(dataDir, '20261120T093000-dddddd', content);
      expect((await get()).statusCode).toBe(200);
      await addConfidential(env.database, [pid]);
      // The very next requests: the list is empty and the file is gone.
      expect((await env.app.inject('/api/Downloads')).json()).toMatchObject({ preparing: true, files: [] });
      expect((await get()).statusCode).toBe(404);
      // Files read with that parcel already masked stay served while they are rebuilt.
      masked = [pid];
      publish(dataDir, '20261120T094000-eeeeee', content);
      expect((await get()).statusCode).toBe(200);
      // A manifest from before the list cannot tell: stale, it is withdrawn.
      masked = undefined;
      publish(dataDir, '20261120T095000-ffffff', content);
      expect((await get()).statusCode).toBe(404);
    } finally {
      await removeConfidential(env.database, [pid]);
      roll = await rollStamp(env.database);
      masked = [];
    }
  });

  it('picks up a new build without a restart', async () => {
    const next = Buffer.from('Code,Description\n001,New\n');
    publish(dataDir, '20261121T080000-bbbbbb', next, createHash('sha256').update(next).digest('hex'));
    const res = await get();
    expect(res.rawPayload.equals(next)).toBe(true);
  });
});
