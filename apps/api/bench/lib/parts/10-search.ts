import { sql } from 'kysely';
import { storedToDisplay } from '@county/shared';
import type { BenchContext } from '../harness.ts';
import { load, printResult } from '../harness.ts';

// Parcel search: one case per kind of search and one for type-ahead, each cycling through query
// paths drawn from the database (parcels spread evenly over the roll), written the ways people type
// them: full addresses with spelled-out suffixes, owners in either order, ids in either order and
// partial, sale date ranges in one city. Budgets: type-ahead p99 under 10 ms, searches p99 under
// 25 ms, at least 30% of the bare route's throughput. Each case first runs two seconds unmeasured
// with a second sample (other parcels, accounts, months and values), as the card cases warm up: the
// figures are those of a running server whose page cache is warm, yet none of the measured searches
// (nor its count) has been answered before.

const SAMPLES = 1_000;
const Q = '/api/QuickSearch';
const SPELLED: Record<string, string> = { ST: 'Street', AVE: 'Avenue', RD: 'Road', DR: 'Drive', BLVD: 'Boulevard', LN: 'Lane', CT: 'Court' };

interface SampleParcel {
  parcel_id: string;
  situs_number: number | null;
  situs_direction: string | null;
  situs_street: string | null;
  situs_suffix: string | null;
  situs_city: string | null;
  situs_zip: string | null;
  subdivision_name: string | null;
  owner: string;
}

const WARM_UP_SECONDS = 2;

/** Every n-th parcel by id; `second` takes those halfway between, for the warm-up. */
async function sampleParcels(ctx: BenchContext, second: boolean): Promise<SampleParcel[]> {
  const total = await ctx.database.db
    .selectFrom('parcels')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const step = Math.max(1, Math.floor(Number(total.n) / SAMPLES));
  const phase = second ? Math.floor(step / 2) : 0;
  const { rows } = await sql<SampleParcel>`
    select p.parcel_id, p.situs_number, p.situs_direction, p.situs_street, p.situs_suffix, p.situs_city, p.situs_zip, p.subdivision_name,
      (select o.name from owners o where o.parcel_id = p.parcel_id order by o.seq limit 1) as owner
    from (select parcel_id, row_number() over (order by parcel_id) as n from parcels) as numbered
    join parcels p on p.parcel_id = numbered.parcel_id
    where numbered.n % ${step} = ${phase} limit ${SAMPLES}`.execute(ctx.database.db);
  return rows;
}

const enc = encodeURIComponent;

/** 'SMITH JOHN A' -> 'SMITH JOHN' or, every other time, 'John Smith'. */
function ownerText(name: string, i: number): string {
  const words = name.split(' ').slice(0, 2);
  if (i % 2 === 0 || words.length < 2 || /\b(LLC|INC|TR|TRUST|CORP)\b/.test(name)) return words.join(' ');
  return `${words[1]![0]}${words[1]!.slice(1).toLowerCase()} ${words[0]![0]}${words[0]!.slice(1).toLowerCase()}`;
}

function addressText(p: SampleParcel, i: number): string | null {
  if (p.situs_number === null || !p.situs_street) return null;
  const suffix = p.situs_suffix ? (i % 2 === 0 ? p.situs_suffix : (SPELLED[p.situs_suffix] ?? p.situs_suffix)) : '';
  const city = i % 3 === 0 && p.situs_city ? `, ${p.situs_city}` : '';
  return [p.situs_number, p.situs_direction, p.situs_street, suffix].filter(Boolean).join(' ') + city;
}

interface Sample {
  parcels: SampleParcel[];
  accounts: { account: string; business_name: string }[];
  /** The last year of the 36 months of sales searched. */
  lastYear: number;
  /** Added to the advanced case's minimum values, so the warm-up's value searches differ. */
  valueShift: number;
}

export async function sample(ctx: BenchContext, second: boolean): Promise<Sample> {
  const parcels = await sampleParcels(ctx, second);
  const years = await sql<{ y: string }>`select max(substr(sale_date, 1, 4)) as y from sales`.execute(ctx.database.db);
  const lastYear = Number(years.rows[0]?.y ?? 2025) - (second ? 3 : 0);
  const accounts = await ctx.database.db
    .selectFrom('tpp_accounts')
    .select(['account', 'business_name'])
    .orderBy('account')
    .offset(second ? SAMPLES : 0)
    .limit(SAMPLES)
    .execute();
  return { parcels, accounts, lastYear, valueShift: second ? 25_000 : 0 };
}

export function searchCases({ parcels, accounts, lastYear, valueShift }: Sample): { name: string; paths: string[] }[] {
  const addresses = parcels.map(addressText).filter((a): a is string => a !== null);
  const owners = parcels.map((p, i) => ownerText(p.owner, i));
  const ids = parcels.map((p, i) => (i % 3 === 0 ? storedToDisplay(p.parcel_id) : i % 3 === 1 ? p.parcel_id : p.parcel_id.slice(0, 10)));
  const subdivisions = parcels.map((p) => p.subdivision_name).filter((s): s is string => !!s && s.length > 3);
  const cities = [...new Set(parcels.map((p) => p.situs_city).filter((c): c is string => !!c))];
  const zips = [...new Set(parcels.map((p) => p.situs_zip).filter((z): z is string => !!z))];
  const months = Array.from({ length: 36 }, (_, i) => {
    const year = lastYear - Math.floor(i / 12);
    const month = String((i % 12) + 1).padStart(2, '0');
    return { from: `${year}-${month}-01`, to: `${year}-${month}-28` };
  });

  const cases: { name: string; paths: string[] }[] = [
    { name: 'search: address', paths: addresses.map((a) => `${Q}/GetSearchInfoByAddress?address=${enc(a)}&page=1&size=20`) },
    { name: 'search: owner', paths: owners.map((o) => `${Q}/GetSearchInfoByOwnerName?ownerName=${enc(o)}`) },
    { name: 'search: parcel id', paths: ids.map((id) => `${Q}/GetSearchInfoByParcelID?pid=${enc(id)}`) },
    { name: 'search: subdivision', paths: subdivisions.map((s) => `${Q}/GetSearchInfoBySubdivision?subdivision=${enc(s)}&sortBy=Address`) },
    {
      name: 'search: sales (1 month, 1 city)',
      paths: months.flatMap((m, i) =>
        cities.map(
          (c, j) => `${Q}/GetSalesSearchInfo?fromDate=${m.from}&toDate=${m.to}&city=${enc(c)}&page=1&size=20${(i + j) % 2 ? '&sortBy=SalePrice' : ''}`,
        ),
      ),
    },
    {
      name: 'search: tangible',
      paths: accounts.map((a, i) =>
        i % 2 ? `${Q}/GetTangibleSearchInfo?account=${enc(a.account)}` : `${Q}/GetTangibleSearchInfo?businessName=${enc(a.business_name.split(' ')[0]!)}`,
      ),
    },
    {
      name: 'search: advanced (ZIP+use+value)',
      paths: zips.flatMap((z, i) => [
        `${Q}/GetAdvancedSearchInfo?zip=${z}&useCode=0100&minValue=${200_000 + (i % 5) * 50_000 + valueShift}&homestead=yes&sortBy=Value&sortDir=DESC`,
      ]),
    },
    {
      name: 'search: smart box (mixed)',
      paths: addresses.map((a, i) => `${Q}/GetSmartSearchInfo?q=${enc([a, owners[i]!, ids[i]!, subdivisions[i] ?? a][i % 4]!)}`),
    },
    {
      name: 'type-ahead (3-6 characters)',
      paths: parcels.map((p, i) => {
        const source = [p.owner, p.situs_street ?? p.owner, `${p.situs_number ?? ''} ${p.situs_street ?? ''}`.trim(), p.parcel_id][i % 4]!;
        return `${Q}/GetSuggestions?q=${enc(source.slice(0, 3 + (i % 4)))}`;
      }),
    },
  ];
  return cases;
}

export default async function searchBench(ctx: BenchContext): Promise<void> {
  const measured = await sample(ctx, false);
  if (measured.parcels.length === 0) {
    console.log('search: the bench database has no parcels; skipped.');
    return;
  }
  const warmUps = searchCases(await sample(ctx, true));
  console.log(`\nParcel search (${measured.parcels.length} sampled parcels; paths per case vary):`);
  // BENCH_CASE=owner measures only the cases whose name contains that text (for profiling one).
  const only = process.env.BENCH_CASE;
  for (const [i, c] of searchCases(measured).entries()) {
    if (only && !c.name.includes(only)) continue;
    const warmUp = warmUps[i]!;
    if (warmUp.paths.length > 0) await load(ctx.baseURL, { ...warmUp, seconds: WARM_UP_SECONDS });
    printResult(await load(ctx.baseURL, c), ctx.ceiling);
  }
}
