import { sql } from 'kysely';
import { storedToDisplay } from '@county/shared';
import type { Database } from '../db/database.ts';
import { rows } from '../db/statements.ts';
import { titleCases } from './corpus-title.ts';
import { pageCases } from './corpus-pages.ts';
import type { CorpusCase } from './corpus-case.ts';

// The smart box's query corpus: realistic inputs made from the sample roll (seed 1), each with
// what a person typing it wants to see. A seeded random generator picks the parcels, so the same
// roll always gives the same corpus; `npm run eval:search -- --generate` writes it again.

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPELLED: Record<string, string> = {
  ST: 'Street',
  AVE: 'Avenue',
  RD: 'Road',
  DR: 'Drive',
  BLVD: 'Boulevard',
  LN: 'Lane',
  CT: 'Court',
  CIR: 'Circle',
  PL: 'Place',
  TRL: 'Trail',
  TER: 'Terrace',
  PKWY: 'Parkway',
  HWY: 'Highway',
  CV: 'Cove',
  PT: 'Point',
};
const DIRECTION: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A typing slip: two neighbouring letters swapped, or one letter dropped or doubled. */
function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  const how = Math.floor(r() * 3);
  if (how === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (how === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

interface P {
  parcel_id: string;
  situs_number: number | null;
  situs_direction: string | null;
  situs_street: string | null;
  situs_suffix: string | null;
  situs_unit: string | null;
  situs_city: string | null;
  situs_zip: string | null;
  owner_name: string;
  subdivision_key: string | null;
}

export async function generateCorpus(database: Database): Promise<CorpusCase[]> {
  const r = random(14);
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)]!;
  const out: CorpusCase[] = [];
  const parcels = await rows(
    database,
    sql<P>`select parcel_id, situs_number, situs_direction, situs_street, situs_suffix, situs_unit, situs_city, situs_zip, owner_name, subdivision_key from parcels order by parcel_id`,
  );
  const withAddress = parcels.filter((p) => p.situs_number !== null && p.situs_street);
  const byOwnerStart = new Map<string, number>();
  const owners = await rows(database, sql<{ parcel_id: string; name: string; seq: number }>`select parcel_id, name, seq from owners order by parcel_id, seq`);
  for (const o of owners) {
    const two = o.name.split(' ').slice(0, 2).join(' ');
    byOwnerStart.set(two, (byOwnerStart.get(two) ?? 0) + 1);
  }

  // Addresses, as people write them.
  for (let i = 0; i < 25; i++) {
    const p = pick(withAddress);
    const suffix = p.situs_suffix ?? '';
    const street = [p.situs_direction, p.situs_street, suffix].filter(Boolean).join(' ');
    const spelled = [p.situs_direction ? (DIRECTION[p.situs_direction] ?? p.situs_direction) : null, p.situs_street, SPELLED[suffix] ?? suffix]
      .filter(Boolean)
      .join(' ');
    const forms = [
      `${p.situs_number} ${title(street)}`,
      `${p.situs_number} ${spelled}`.toLowerCase(),
      `${p.situs_number} ${title(street)}, ${title(p.situs_city ?? '')}`,
      `${p.situs_number}  ${street} ${p.situs_zip ?? ''}`,
      `${p.situs_number} ${title([p.situs_street, suffix].join(' '))}${p.situs_unit ? ` #${p.situs_unit}` : ''}`,
    ];
    out.push({ q: forms[i % forms.length]!.trim(), kind: 'address', parcels: [p.parcel_id] });
  }
  // Owners: either order, 'LAST, FIRST', co-owners; names shared by few parcels (a first page).
  const rare = owners.filter(
    (o) => (byOwnerStart.get(o.name.split(' ').slice(0, 2).join(' ')) ?? 99) <= 10 && o.name.split(' ').length >= 2 && !/\d/.test(o.name),
  );
  for (let i = 0; i < 25; i++) {
    const o = pick(rare);
    const [last, first] = o.name.split(' ');
    const forms = [
      `${title(last!)} ${title(first!)}`,
      `${title(first!)} ${title(last!)}`,
      `${last}, ${first}`,
      `${first!.toLowerCase()} ${last!.toLowerCase()}`,
      o.name,
    ];
    out.push({ q: forms[i % forms.length]!, kind: o.seq > 1 ? 'co-owner' : 'owner', parcels: [o.parcel_id] });
  }
  // Parcel ids in every form.
  for (let i = 0; i < 20; i++) {
    const p = pick(parcels);
    const display = storedToDisplay(p.parcel_id);
    const forms = [
      p.parcel_id,
      display,
      display.replace(/-/g, ''),
      display.replace(/-/g, ' '),
      p.parcel_id.replace(/^(\d{2})(\d{2})(\d{2})(\d{4})(\d{2})(\d{3})$/, '$1-$2-$3-$4-$5-$6'),
    ];
    out.push({ q: forms[i % forms.length]!, kind: 'parcel id', parcels: [p.parcel_id] });
  }
  // Subdivisions by name, lower case, and by a later word with the first.
  const subs = await rows(
    database,
    sql<{
      subdivision_key: string;
      n: number;
    }>`select subdivision_key, count(*) as n from parcels where subdivision_key is not null and subdivision_key <> '' group by subdivision_key order by subdivision_key`,
  );
  const inSub = (key: string) => parcels.filter((p) => p.subdivision_key === key).map((p) => p.parcel_id);
  for (let i = 0; i < 15; i++) {
    const s = pick(subs);
    const words = s.subdivision_key.split(' ');
    const forms = [title(s.subdivision_key), s.subdivision_key.toLowerCase(), words.length > 1 ? `${title(words.slice(0, 2).join(' '))}` : s.subdivision_key];
    out.push({
      q: forms[i % forms.length]!,
      kind: 'subdivision',
      parcels:
        forms[i % 3] === forms[2] && words.length > 2
          ? parcels.filter((p) => p.subdivision_key?.startsWith(words.slice(0, 2).join(' '))).map((p) => p.parcel_id)
          : inSub(s.subdivision_key),
    });
  }
  // ZIP codes and cities.
  const zips = [...new Set(parcels.map((p) => p.situs_zip).filter((z): z is string => !!z))].sort();
  for (let i = 0; i < 10; i++) {
    const z = pick(zips);
    out.push({ q: z, kind: 'zip', parcels: parcels.filter((p) => p.situs_zip === z).map((p) => p.parcel_id) });
  }
  const cities = [...new Set(parcels.map((p) => p.situs_city).filter((c): c is string => !!c))].sort();
  for (let i = 0; i < 10; i++) {
    const c = cities[i % cities.length]!;
    out.push({ q: i % 2 ? c.toLowerCase() : title(c), kind: 'city', parcels: parcels.filter((p) => p.situs_city === c).map((p) => p.parcel_id) });
  }
  // House numbers alone.
  for (let i = 0; i < 6; i++) {
    const p = pick(withAddress.filter((x) => x.situs_number! >= 1000));
    out.push({
      q: String(p.situs_number),
      kind: 'house number',
      parcels: withAddress.filter((x) => x.situs_number === p.situs_number).map((x) => x.parcel_id),
    });
  }
  // Businesses: whole name, any later word, account number.
  const tpp = await rows(
    database,
    sql<{ account: string; business_name: string; business_key: string }>`select account, business_name, business_key from tpp_accounts order by account`,
  );
  // A later word of a business name is asked the way people ask for a shop ('bakery', 'boutique'):
  // a word that also names subdivisions or owners ('Center', 'School') is a question about places
  // first, so the smart box rightly lists those before the businesses; such words are not drawn.
  const placeWords = new Set([...subs.flatMap((s) => s.subdivision_key.split(' ')), ...owners.flatMap((o) => o.name.split(' '))]);
  for (let i = 0; i < 25; i++) {
    const t = pick(tpp);
    const words = t.business_key.split(' ');
    if (i % 5 === 4) out.push({ q: t.account, kind: 'business account', accounts: [t.account] });
    else if (i % 2 === 1 && words.length > 1 && !placeWords.has(words.at(-1)!)) {
      const w = words.at(-1)!;
      out.push({ q: title(w), kind: 'business word', accounts: tpp.filter((x) => x.business_key.split(' ').includes(w)).map((x) => x.account) });
    } else
      out.push({
        q: i % 4 ? title(t.business_name) : t.business_name.toLowerCase(),
        kind: 'business',
        accounts: tpp.filter((x) => x.business_key === t.business_key).map((x) => x.account),
      });
  }
  // Sale documents: instrument numbers and book/page.
  const sales = await rows(
    database,
    sql<{
      parcel_id: string;
      instrument_number: string;
      book: string | null;
      page: string | null;
    }>`select parcel_id, instrument_number, book, page from sales where book is not null order by parcel_id, seq`,
  );
  for (let i = 0; i < 16; i++) {
    const s = pick(sales);
    const same = (f: (x: typeof s) => boolean) => [...new Set(sales.filter(f).map((x) => x.parcel_id))];
    if (i % 2 === 0)
      out.push({
        q: i % 4 ? `Instrument ${s.instrument_number}` : s.instrument_number,
        kind: 'instrument',
        parcels: same((x) => x.instrument_number === s.instrument_number),
      });
    else
      out.push({
        q: [`${s.book}/${s.page}`, `Book ${s.book} Page ${s.page}`, `OR ${s.book}-${s.page}`, `bk ${s.book} pg ${s.page}`][Math.floor(i / 2) % 4]!,
        kind: 'book/page',
        parcels: same((x) => x.book === s.book && x.page === s.page),
      });
  }
  // Typos in owner, street, subdivision and business names.
  for (let i = 0; i < 20; i++) {
    const which = i % 4;
    if (which === 0) {
      const o = pick(rare.filter((x) => x.name.split(' ')[0]!.length >= 5));
      const [last, first] = o.name.split(' ');
      out.push({ q: `${typo(last!, r)} ${first}`.toLowerCase(), kind: 'typo', parcels: [o.parcel_id], viaDidYouMean: true });
    } else if (which === 1) {
      const p = pick(withAddress.filter((x) => x.situs_street!.length >= 6 && !x.situs_direction));
      out.push({
        q: `${p.situs_number} ${typo(p.situs_street!, r)} ${p.situs_suffix ?? ''}`.trim(),
        kind: 'typo',
        parcels: [p.parcel_id],
        viaDidYouMean: true,
      });
    } else if (which === 2) {
      const s = pick(subs.filter((x) => x.subdivision_key.split(' ')[0]!.length >= 5));
      const words = s.subdivision_key.split(' ');
      out.push({ q: [typo(words[0]!, r), ...words.slice(1)].join(' '), kind: 'typo', parcels: inSub(s.subdivision_key), viaDidYouMean: true });
    } else {
      const t = pick(tpp.filter((x) => x.business_key.split(' ')[0]!.length >= 5));
      const words = t.business_key.split(' ');
      out.push({
        q: [typo(words[0]!, r), ...words.slice(1)].join(' '),
        kind: 'typo',
        accounts: tpp.filter((x) => x.business_key === t.business_key).map((x) => x.account),
        viaDidYouMean: true,
      });
    }
  }
  out.push(...(await titleCases(database, random(33))));
  out.push(...nameTypos(rare, random(34)));
  out.push(...pageCases());
  return out;
}

/**
 * Typos in whole names (issue 33): a slip in the last name, the first name or both, drawn with
 * their own random numbers so that the cases before them stay as they were.
 */
function nameTypos(owners: { parcel_id: string; name: string }[], r: () => number): CorpusCase[] {
  const names = owners.filter(
    (o) =>
      o.name.split(' ').length >= 2 &&
      o.name
        .split(' ')
        .slice(0, 2)
        .every((w) => /^[A-Z]{5,}$/.test(w)),
  );
  const out: CorpusCase[] = [];
  for (let i = 0; i < 20 && names.length > 0; i++) {
    const o = names[Math.floor(r() * names.length)]!;
    const [last, first] = o.name.split(' ') as [string, string];
    const which = i % 3;
    const typed = [which === 1 ? last : typo(last, r), which === 0 ? first : typo(first, r)];
    out.push({ q: i % 2 ? typed.join(' ').toLowerCase() : title(typed.join(' ')), kind: 'name typo', parcels: [o.parcel_id], viaDidYouMean: true });
  }
  return out;
}
