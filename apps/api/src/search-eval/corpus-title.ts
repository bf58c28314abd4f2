import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { rows } from '../db/statements.ts';
import type { CorpusCase } from './corpus-case.ts';

// Corpus cases for what issue 33 taught the box: streets typed without a number (parcels the roll
// lists with none), businesses by their owner, official-records book and page as title examiners
// write them, plat book and page, and legal description words. Drawn from the roll with their own
// seeded random, after the older cases, so those stay as they were.

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export async function titleCases(database: Database, r: () => number): Promise<CorpusCase[]> {
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)]!;
  const out: CorpusCase[] = [];
  const bare = await rows(
    database,
    sql<{ parcel_id: string; situs_address: string }>`select parcel_id, situs_address from parcels
    where situs_number is null and street_key is not null and retired_on is null order by parcel_id`,
  );
  for (let i = 0; i < 10 && bare.length > 0; i++) {
    const p = pick(bare);
    out.push({ q: i % 2 ? p.situs_address.toLowerCase() : title(p.situs_address), kind: 'street without number', parcels: [p.parcel_id] });
  }

  const tpp = await rows(database, sql<{ account: string; owner_name: string }>`select account, owner_name from tpp_accounts order by account`);
  const ownerNames = new Set((await rows(database, sql<{ name: string }>`select distinct name from owners`)).map((o) => o.name));
  // Owners that also hold parcels are rightly listed as parcel owners first; they are not drawn.
  const businessOnly = tpp.filter((t) => ![...ownerNames].some((n) => n.startsWith(t.owner_name)));
  for (let i = 0; i < 12; i++) {
    const t = pick(businessOnly);
    out.push({
      q: i % 3 ? title(t.owner_name) : t.owner_name.toLowerCase(),
      kind: 'business owner',
      accounts: tpp.filter((x) => x.owner_name === t.owner_name).map((x) => x.account),
    });
  }

  const sales = await rows(
    database,
    sql<{
      parcel_id: string;
      book: string;
      page: string;
    }>`select parcel_id, book, page from sales where book is not null and page is not null order by parcel_id, seq`,
  );
  for (let i = 0; i < 12; i++) {
    const s = pick(sales);
    const [book, page] = [Number(s.book), Number(s.page)];
    const q = [
      `OR ${book} PG ${page}`,
      `OR BK ${book} PG ${page}`,
      `B${book} P${page}`,
      `${book}-${page}`,
      `or bk ${book} pg ${page}`,
      `O.R. ${book} PG ${page}`,
    ][i % 6]!;
    out.push({ q, kind: 'title form', parcels: [...new Set(sales.filter((x) => x.book === s.book && x.page === s.page).map((x) => x.parcel_id))] });
  }

  const legals = await rows(
    database,
    sql<{ parcel_id: string; subdivision_key: string; legal_description: string }>`select parcel_id, subdivision_key, legal_description
    from parcels where subdivision_key is not null and legal_description is not null and retired_on is null order by parcel_id`,
  );
  const platted = legals.map((p) => ({ ...p, plat: / (\d{1,4})\/(\d{1,4}) /.exec(` ${p.legal_description} `) })).filter((p) => p.plat);
  for (let i = 0; i < 10; i++) {
    const p = pick(platted);
    const [book, page] = [p.plat![1], p.plat![2]];
    const q = [`PB ${book} PG ${page}`, `Plat Book ${book} Page ${page}`, `pb ${book}/${page}`][i % 3]!;
    out.push({ q, kind: 'plat book/page', parcels: platted.filter((x) => x.plat![1] === book && x.plat![2] === page).map((x) => x.parcel_id) });
  }
  const lots = platted.map((p) => ({ ...p, lot: / LOT (\w+)/.exec(p.legal_description), block: / BLK (\w+)/.exec(p.legal_description) })).filter((p) => p.lot);
  for (let i = 0; i < 14; i++) {
    const p = pick(lots);
    const lot = `LOT ${p.lot![1]}`;
    const block = p.block ? ` BLK ${p.block[1]}` : '';
    const q = [
      `${lot}${block} ${p.subdivision_key}`,
      `${p.subdivision_key} ${lot}${block}`.toLowerCase(),
      title(`${lot}${block.replace('BLK', 'BLOCK')} ${p.subdivision_key}`),
    ][i % 3]!;
    out.push({ q, kind: 'legal description', parcels: [p.parcel_id] });
  }
  return out;
}
