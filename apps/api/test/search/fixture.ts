import { storedToDisplay } from '@county/shared';
import { reversedNameKey, searchKey, streetKey } from '@county/shared/search-keys';
import type { Database } from '../../src/db/database.ts';
import { rebuildSearchText } from '../../src/search/understand/vocabulary.ts';
import { saleRow, valueRow } from '../rows.ts';

// A small county written row by row, so every search test knows exactly which parcels must come
// back. Keys are built with the same helpers the data loaders use.

export const YEAR = 2025;

export interface FixtureParcel {
  id: string; // stored order
  number?: number;
  direction?: string;
  street?: string;
  suffix?: string;
  unit?: string;
  city?: string;
  zip?: string;
  owners: string[];
  use: string;
  homestead?: boolean;
  subdivision?: string;
  value: number;
  acres?: number;
  built?: number;
  living?: number;
  sales?: { date: string; price: number; qualified: boolean }[];
}

export const PARCELS: FixtureParcel[] = [
  {
    id: '272035664500001',
    number: 123,
    direction: 'N',
    street: 'ORANGE',
    suffix: 'AVE',
    city: 'ORLANDO',
    zip: '32801',
    owners: ['SMITH JOHN A', 'SMITH MARY'],
    use: '0100',
    homestead: true,
    subdivision: 'LAKE EOLA HEIGHTS',
    value: 350_000,
    acres: 0.25,
    built: 1995,
    living: 1800,
    sales: [{ date: '2024-03-15', price: 400_000, qualified: true }],
  },
  {
    id: '272035664500002',
    number: 125,
    direction: 'N',
    street: 'ORANGE',
    suffix: 'AVE',
    unit: '4',
    city: 'ORLANDO',
    zip: '32801',
    owners: ['ACME HOLDINGS LLC'],
    use: '1100',
    subdivision: 'LAKE EOLA HEIGHTS',
    value: 1_200_000,
    acres: 0.5,
    built: 2005,
    living: 5000,
    sales: [{ date: '2024-06-01', price: 1_100_000, qualified: false }],
  },
  {
    id: '292234123400010',
    number: 500,
    direction: 'E',
    street: 'SMITH',
    suffix: 'ST',
    city: 'WINTER PARK',
    zip: '32789',
    owners: ['JONES ROBERT TR'],
    use: '0100',
    homestead: true,
    subdivision: 'WINTER PARK MANOR',
    value: 500_000,
    acres: 0.3,
    built: 1960,
    living: 2400,
    sales: [{ date: '2023-02-10', price: 450_000, qualified: true }],
  },
  {
    id: '292234123400011',
    number: 502,
    direction: 'E',
    street: 'SMITH',
    suffix: 'ST',
    city: 'WINTER PARK',
    zip: '32789',
    owners: ['SMITHSON ANNA'],
    use: '0400',
    subdivision: 'WINTER PARK MANOR',
    value: 150_000,
    acres: 0.1,
    built: 2001,
    living: 900,
    sales: [{ date: '2023-11-20', price: 160_000, qualified: true }],
  },
  { id: '282101000000100', owners: ['ORANGE COUNTY'], use: '0000', value: 80_000, acres: 12.5 },
  {
    id: '302215777700001',
    number: 9,
    street: 'PENA',
    suffix: 'WAY',
    city: 'APOPKA',
    zip: '32703',
    owners: ['PENA MARIA', "O'BRIEN PATRICK"],
    use: '0100',
    homestead: true,
    subdivision: 'ERROL ESTATES',
    value: 275_000,
    acres: 0.2,
    built: 1988,
    living: 1600,
  },
  {
    id: '302215777700002',
    number: 11,
    street: 'PENA',
    suffix: 'WAY',
    city: 'APOPKA',
    zip: '32703',
    owners: ['100% PURE LLC'],
    use: '0100',
    subdivision: 'ERROL ESTATES',
    value: 90_000,
  },
  // 25 parcels along one street, for paging and sorting.
  ...Array.from({ length: 25 }, (_, i): FixtureParcel => ({
    id: `312301888800${String(i + 1).padStart(3, '0')}`,
    number: 100 + i * 2,
    street: 'OAK',
    suffix: 'ST',
    city: 'OCOEE',
    zip: '34761',
    owners: [`BAKER ${String.fromCharCode(90 - i)}`],
    use: '0100',
    homestead: i % 2 === 0,
    subdivision: 'OAK RIDGE',
    value: 200_000 + ((i * 7919) % 25) * 1000,
    built: 1970 + i,
    living: 1000 + i * 50,
    sales: [{ date: `2022-${String((i % 12) + 1).padStart(2, '0')}-15`, price: 150_000 + i * 10_000, qualified: i % 3 !== 0 }],
  })),
];

export const TPP = [
  { account: '105678', business: 'ACME COFFEE', owner: 'ACME HOLDINGS LLC', parcel: '272035664500002', address: '125 N ORANGE AVE UNIT 4', city: 'ORLANDO' },
  { account: '105679', business: 'ORANGE BAKERY', owner: 'SMITH JOHN A', parcel: null, address: '7 CHURCH ST', city: 'ORLANDO' },
  { account: 'T20001', business: 'ZEPHYR DIGITAL SERVICES', owner: 'ZEPHYR INC', parcel: null, address: '1 PARK AVE', city: 'WINTER PARK' },
];

function address(p: FixtureParcel): string | null {
  if (!p.street) return null;
  return [p.number, p.direction, p.street, p.suffix, p.unit ? `UNIT ${p.unit}` : null].filter(Boolean).join(' ');
}

/** Writes the fixture county, with `extra` parcels for a test that needs a case of its own. */
export async function seedFixture(database: Database, extra: FixtureParcel[] = []): Promise<void> {
  const { db } = database;
  for (const p of [...PARCELS, ...extra]) {
    const display = storedToDisplay(p.id);
    await db
      .insertInto('parcels')
      .values({
        parcel_id: p.id,
        display_id: display,
        situs_number: p.number ?? null,
        situs_direction: p.direction ?? null,
        situs_street: p.street ?? null,
        situs_suffix: p.suffix ?? null,
        situs_post_direction: null,
        situs_unit: p.unit ?? null,
        situs_address: address(p),
        situs_city: p.city ?? null,
        situs_zip: p.zip ?? null,
        jurisdiction_code: 'ORL',
        latitude: null,
        longitude: null,
        section: Number(p.id.slice(4, 6)),
        township: Number(p.id.slice(2, 4)),
        range: Number(p.id.slice(0, 2)),
        subdivision_code: p.id.slice(6, 10),
        subdivision_name: p.subdivision ?? null,
        block: p.id.slice(10, 12),
        lot: p.id.slice(12),
        legal_description: null,
        use_code: p.use,
        neighborhood: null,
        acreage: p.acres ?? 0.2,
        land_sqft: Math.round((p.acres ?? 0.2) * 43_560),
        homestead: p.homestead ? 1 : 0,
        property_name: null,
        owner_name: p.owners.join('; '),
        mail_address1: null,
        mail_address2: null,
        mail_city: null,
        mail_state: null,
        mail_zip: null,
        mail_country: null,
        owner_key: searchKey(p.owners.join(' ')),
        street_key: streetKey(p.street ?? null, p.suffix ?? null),
        subdivision_key: p.subdivision ? searchKey(p.subdivision) : null,
      })
      .execute();
    for (const [seq, name] of p.owners.entries()) {
      const key = searchKey(name);
      await db
        .insertInto('owners')
        .values({ parcel_id: p.id, seq, name, name_key: key, name_key_reversed: reversedNameKey(key), ownership_type: null })
        .execute();
    }
    for (const year of [YEAR - 1, YEAR]) {
      const just = year === YEAR ? p.value : Math.round(p.value * 0.9);
      await db
        .insertInto('parcel_values')
        .values(
          valueRow({
            parcel_id: p.id,
            tax_year: year,
            just_value: just,
            land_value: Math.round(just * 0.3),
            building_value: Math.round(just * 0.7),
            homestead: p.homestead ? 1 : 0,
          }),
        )
        .execute();
    }
    if (p.built !== undefined) {
      await db
        .insertInto('buildings')
        .values({
          parcel_id: p.id,
          building_no: 1,
          model: 'residential',
          year_built: p.built,
          effective_year: p.built,
          living_area: p.living ?? 1000,
          gross_area: (p.living ?? 1000) + 400,
          bedrooms: 3,
          baths: 2,
          stories: 1,
          units: 1,
          construction: 'concrete block',
          exterior_wall: null,
          roof: null,
          quality: 'average',
          value: Math.round(p.value * 0.7),
        })
        .execute();
    }
    for (const [seq, s] of (p.sales ?? []).entries()) {
      await db
        .insertInto('sales')
        .values(
          saleRow({
            parcel_id: p.id,
            seq,
            sale_date: s.date,
            price: s.price,
            instrument_number: `2024${p.id.slice(-6)}${seq}`,
            qual_code: s.qualified ? '01' : '11',
            qualified: s.qualified ? 1 : 0,
            grantor: 'SELLER',
            grantee: p.owners[0]!,
          }),
        )
        .execute();
    }
  }
  for (const t of TPP) {
    await db
      .insertInto('tpp_accounts')
      .values({
        account: t.account,
        business_name: t.business,
        business_key: searchKey(t.business),
        naics_code: '722515',
        naics_description: 'Snack bars',
        parcel_id: t.parcel,
        situs_address: t.address,
        situs_city: t.city,
        situs_zip: null,
        jurisdiction_code: 'ORL',
        owner_name: t.owner,
        mail_address1: null,
        mail_address2: null,
        mail_city: null,
        mail_state: null,
        mail_zip: null,
        filing_status: 'Filed',
      })
      .execute();
  }
  // The smart box's vocabulary, as every load path builds it after loading.
  await rebuildSearchText(database);
}
