import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { storedToDisplay } from '@county/shared';
import type { Database } from '../../../src/db/database.ts';

// What the load asks for, drawn from the county under test so that every request names a real
// parcel, owner, street or page, spread over the whole roll (not the first page of it), written the
// ways people type them. Each kind of traffic gets its own list of paths to cycle through.

const SAMPLES = 1_000;
const Q = '/api/QuickSearch';
const enc = encodeURIComponent;

interface Sample {
  parcel_id: string;
  situs_number: number | null;
  situs_street: string | null;
  situs_suffix: string | null;
  situs_city: string | null;
  subdivision_name: string | null;
  owner: string | null;
}

async function sampleParcels(database: Database): Promise<Sample[]> {
  const total = await database.db
    .selectFrom('parcels')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const step = Math.max(1, Math.floor(Number(total.n) / SAMPLES));
  const { rows } = await sql<Sample>`
    select p.parcel_id, p.situs_number, p.situs_street, p.situs_suffix, p.situs_city, p.subdivision_name,
      (select o.name from owners o where o.parcel_id = p.parcel_id order by o.seq limit 1) as owner
    from (select parcel_id, row_number() over (order by parcel_id) as n from parcels) as numbered
    join parcels p on p.parcel_id = numbered.parcel_id
    where numbered.n % ${step} = 0 limit ${SAMPLES}`.execute(database.db);
  return rows;
}

/** 'SMITH JOHN A' as people type it: 'SMITH JOHN' or 'John Smith'. */
function ownerText(name: string, i: number): string {
  const words = name.split(' ').slice(0, 2);
  if (i % 2 === 0 || words.length < 2) return words.join(' ');
  const title = (w: string) => w[0] + w.slice(1).toLowerCase();
  return `${title(words[1]!)} ${title(words[0]!)}`;
}

function addressText(p: Sample, i: number): string | null {
  if (p.situs_number === null || !p.situs_street) return null;
  const city = i % 3 === 0 && p.situs_city ? `, ${p.situs_city}` : '';
  return [p.situs_number, p.situs_street, p.situs_suffix].filter(Boolean).join(' ') + city;
}

const CARD_ENDPOINTS = [
  (pid: string) => `/api/PRC/GetPRCGeneralInfo?pid=${pid}`,
  (pid: string) => `/api/PRC/GetPRCStats?PID=${pid}`,
  (pid: string) => `/api/PRC/GetPRCPropertyValues?PID=${pid}&TaxYear=0&ShowAllFlag=1`,
  (pid: string) => `/api/PRC/GetPRCExemptions?PID=${pid}&TaxYear=0&ShowAllFlag=1`,
  (pid: string) => `/api/PRC/GetPRCCertifiedTaxes?PID=${pid}&TaxYear=0`,
  (pid: string) => `/api/PRC/GetPRCNonAdValorem?PID=${pid}&TaxYear=0`,
  (pid: string) => `/api/PRC/GetPRCTotalTaxes?PID=${pid}&TaxYear=0`,
  (pid: string) => `/api/PRC/GetPRCLand?PID=${pid}`,
  (pid: string) => `/api/PRC/GetPRCBuildings?PID=${pid}`,
  (pid: string) => `/api/PRC/GetPRCFeatures?PID=${pid}`,
  (pid: string) => `/api/PRC/GetPRCSales?PID=${pid}`,
  (pid: string) => `/api/PRC/GetPRCNearbySales?PID=${pid}`,
];

// Questions people put to the assistant, and some it has no answer for (those are kept for the
// office's report, so they write to the database).
const QUESTIONS = [
  'How do I file for homestead exemption?',
  'when is the homestead deadline',
  'What is a TRIM notice?',
  'How do I pay my property taxes?',
  'Where is your office?',
  'what are your hours',
  'How do I change the name on my deed?',
  'portability of save our homes',
  'I disagree with my assessed value',
  'senior exemption income limit',
  'tangible personal property return due date',
  'How do I find my parcel number?',
  'agricultural classification',
  'widow exemption',
  'Can I get a copy of a map?',
  'what is the price of tea in china',
  'purple elephants dancing',
];

/** Content pages as the site links them: kind and file name, from the content folder. */
function contentPaths(contentDir: string): string[] {
  const folders: Record<string, string> = {
    content: 'content',
    faqcontent: 'faqcontent',
    hybcontent: 'hybcontent',
    videocontent: 'videocontent',
    page: 'pages',
  };
  return Object.entries(folders).flatMap(([kind, folder]) => {
    let names: string[] = [];
    try {
      names = readdirSync(join(contentDir, folder)).filter((n) => /^[\w-]+\.md$/.test(n));
    } catch {
      /* a folder the office does not use */
    }
    return names.map((n) => `/api/Content/GetContentPage?pageID=${n.slice(0, -3)}&kind=${kind}`);
  });
}

export interface TrafficPaths {
  search: string[];
  suggest: string[];
  card: string[];
  content: string[];
  assistant: string[];
}

export async function trafficPaths(database: Database, contentDir: string): Promise<TrafficPaths> {
  const parcels = await sampleParcels(database);
  if (parcels.length === 0) throw new Error('the county under test has no parcels');
  const search = parcels.flatMap((p, i) => {
    const address = addressText(p, i);
    const owner = p.owner ? ownerText(p.owner, i) : null;
    const id = i % 2 ? storedToDisplay(p.parcel_id) : p.parcel_id;
    return [
      address && `${Q}/GetSearchInfoByAddress?address=${enc(address)}&page=1&size=20`,
      owner && `${Q}/GetSearchInfoByOwnerName?ownerName=${enc(owner)}`,
      `${Q}/GetSearchInfoByParcelID?pid=${enc(id)}`,
      `${Q}/GetSmartSearchInfo?q=${enc([address, owner, id, p.subdivision_name][i % 4] ?? id)}`,
    ].filter((s): s is string => !!s);
  });
  const suggest = parcels.map((p, i) => {
    const source = [p.owner ?? p.parcel_id, p.situs_street ?? p.parcel_id, `${p.situs_number ?? ''} ${p.situs_street ?? ''}`.trim(), p.parcel_id][i % 4]!;
    return `${Q}/GetSuggestions?q=${enc(source.slice(0, 3 + (i % 4)))}`;
  });
  // A card page calls every endpoint for one parcel, then the next parcel.
  const card = parcels.flatMap((p) => CARD_ENDPOINTS.map((endpoint) => endpoint(p.parcel_id)));
  const assistant = QUESTIONS.map((q) => `/api/chat/processmessage?queryData=${enc(q)}`);
  return { search, suggest, card, content: contentPaths(contentDir), assistant };
}
