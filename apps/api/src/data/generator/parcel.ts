import { formatDisplayId, reversedNameKey, searchKey, streetKey, swapParcelOrder } from '@county/shared';
import type { Place } from '../../codes/jurisdictions.ts';
import { rowOf } from '../columns.ts';
import type { Survey } from './geography.ts';
import { exemptionDescription, planSales, valueHistory, type Sale, type ValueRow } from './history.ts';
import { improve, type Improvements } from './improvements.ts';
import type { Kind } from './kinds.ts';
import { STREET_NAMES, SUBDIVISION_FIRST } from './names.ts';
import { OWNER_SEPARATOR, awayAddress, companyName, homeOwners, personName, type Mail, type Ownership } from './people.ts';
import type { Random } from './random.ts';
import { nonAdValorem } from './assessments.ts';
import { homesteadUseAllowed, mayHoldHomestead } from '../../roll-rules/index.ts';
import type { CountyState, Emit } from './state.ts';

// Every row of one parcel, made from its place in its group (ParcelSpec): where it is, who holds
// it, what stands on it, its sales and values year by year. Rows are written by column name.

/** Homes kept as possible sites of home-based businesses (a reservoir sample, rememberSite). */
const HOME_SITES = 2_000;

export interface Street {
  direction: string | null;
  name: string;
  suffix: string;
  base: number;
  step: number;
  next: number;
}

const RESIDENTIAL_HOMESTEAD: Readonly<Record<string, number>> = {
  '0100': 0.61,
  '0104': 0.65,
  '0103': 0.48,
  '0200': 0.46,
  '0400': 0.31,
  '0800': 0.1,
};

function nextNumber(street: Street): number {
  const k = street.next++;
  return street.base + Math.floor(k / 2) * street.step + (k % 2);
}

const QUARTERS = ['NE 1/4', 'NW 1/4', 'SE 1/4', 'SW 1/4', 'N 1/2', 'S 1/2', 'E 1/2', 'W 1/2'];

function ownersOf(r: Random, kind: Kind, use: string, place: Place, subdivision: string | null): Ownership {
  const dor = Number(use.slice(0, 2));
  const company = (name: string): Ownership => ({ owners: [{ name, person: false }], type: null });
  if (use === '0900') return company(`${subdivision ?? 'COMMUNITY'} HOMEOWNERS ASSOCIATION INC`.replace(' CONDOMINIUM HOMEOWNERS', ' CONDOMINIUM'));
  if (dor >= 70) {
    const city = place.city;
    if (use === '7100') return company(`${r.pick(['FIRST BAPTIST', 'GRACE', 'NEW HOPE', 'CALVARY', 'ST MARYS', 'TRINITY', 'MOUNT ZION'])} CHURCH OF ${city} INC`);
    if (use === '7200') return company(`${r.pick(SUBDIVISION_FIRST)} ${r.pick(['ACADEMY', 'CHRISTIAN SCHOOL', 'PREPARATORY SCHOOL'])} INC`);
    if (use === '8300') return company('SCHOOL BOARD OF ORANGE COUNTY');
    if (use === '8900') return company(place.jurisdiction === 'ORG' ? 'ORANGE COUNTY' : `CITY OF ${city}`);
    if (use === '9100') return company('ORLANDO UTILITIES COMMISSION');
    if (use === '9400') return company('STATE OF FLORIDA DEPARTMENT OF TRANSPORTATION');
    if (use === '9600') return company('ST JOHNS RIVER WATER MANAGEMENT DISTRICT');
    if (use === '8200' || use === '8000' || use === '8600') return company(r.chance(0.8) ? 'ORANGE COUNTY' : 'STATE OF FLORIDA');
    return company(`${r.pick(SUBDIVISION_FIRST)} ${r.pick(['SENIOR LIVING', 'MEMORIAL GARDENS', 'LODGE', 'FOUNDATION'])} INC`);
  }
  if (dor >= 50 && dor <= 69) {
    return r.chance(0.5) ? company(`${r.pick(SUBDIVISION_FIRST)} ${r.pick(['FARMS LLC', 'GROVES INC', 'NURSERY INC', 'RANCH LLC'])}`) : homeOwners(r, 0);
  }
  if (dor >= 10 || use === '0300') return company(companyName(r));
  const investor: Record<string, number> = { condominium: 0.3, timeshare: 0.04, 'multi-family': 0.5, townhome: 0.18, vacant: 0.4 };
  return homeOwners(r, investor[kind.name] ?? 0.09);
}

function personalExemptions(r: Random): string[] {
  const out: string[] = [];
  if (r.chance(0.06)) out.push('WD');
  if (r.chance(0.03)) out.push('DI');
  if (r.chance(0.005)) out.push('BL');
  if (r.chance(0.025)) out.push('DV');
  if (r.chance(0.04)) out.push('SR');
  if (r.chance(0.008)) out.push('TV');
  return out;
}

function wholeExemptionOf(use: string): string | null {
  const dor = Number(use.slice(0, 2));
  if (dor >= 80 && dor <= 89) return 'GV';
  if (use === '9100' || use === '9400' || use === '9600') return 'GV';
  if (dor >= 71 && dor <= 79) return 'CH';
  return null;
}

export interface ParcelSpec {
  id: string;
  survey: Survey;
  place: Place;
  subCode: string;
  subName: string | null;
  block: string;
  lot: string;
  unit: string | null;
  use: string;
  kind: Kind;
  street: Street;
  neighborhood: string;
  plat: string;
  priceLevel: number;
  lakefront: boolean;
  yearBuilt: number;
  showcase: boolean;
}

function legalOf(p: ParcelSpec, r: Random): string {
  const { section, township, range } = p.survey;
  if (p.subCode === '0000') {
    const less = r.chance(0.3) ? ' (LESS RD R/W)' : '';
    return `${r.pick(QUARTERS)} OF ${r.pick(QUARTERS)} OF SEC ${section} TWP ${township}S RGE ${range}E${less}`;
  }
  if (p.unit) return `${p.subName} ${p.plat} UNIT ${p.unit} BLDG ${Number(p.block)}`;
  const block = p.block === '00' ? '' : ` BLK ${String.fromCharCode(64 + Math.min(26, Number(p.block)))}`;
  return `${p.subName} ${p.plat} LOT ${Number(p.lot)}${block}`;
}

const UNIMPROVED_USES = ['0000', '1000', '4000', '7000', '8000', '9900', '9400', '9600', '1003', '8200'];

/** Whether a use code carries buildings: not vacant land, and not farm land (51-69) other than groves and dairies. */
function isImproved(use: string): boolean {
  const dor = Number(use.slice(0, 2));
  return !UNIMPROVED_USES.includes(use) && !(dor >= 51 && dor <= 69 && !['6000', '6600'].includes(use));
}

/** Where a parcel is: its situs (none for common areas and some vacant lots). Its point comes from its shape. */
interface Situs {
  addressed: boolean;
  number: number | null;
  streetLine: string | null;
  address: string | null;
}

/**
 * Real rolls list a few parcels in a thousand on a street but with no house number (vacant tracts,
 * common areas, retention ponds). Among the unaddressed parcels, one in twelve is such a parcel,
 * chosen from its id rather than the random stream so every other generated row stays as it was.
 */
function streetWithoutNumber(id: string): boolean {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) | 0;
  return (h >>> 0) % 12 === 0;
}

function situsOf(r: Random, p: ParcelSpec, improved: boolean): Situs {
  // Condominium units share their building's number.
  const addressed = p.use !== '0900' && (improved || r.chance(0.6));
  const number = addressed ? (p.unit !== null ? p.street.base + (Number(p.block) - 1) * p.street.step * 2 : nextNumber(p.street)) : null;
  const onStreet = number !== null || (p.unit === null && streetWithoutNumber(p.id));
  const streetLine = onStreet ? [number, p.street.direction, p.street.name, p.street.suffix].filter((x) => x !== null).join(' ') : null;
  // The point once drawn here now comes from the parcel's shape (site-plan.ts); its two draws are
  // still taken so that every other generated value stays as it was for a seed.
  r.next();
  r.next();
  return { addressed, number, streetLine, address: streetLine && p.unit ? `${streetLine} UNIT ${p.unit}` : streetLine };
}

/** Who holds a parcel, whether it is their homestead, and where their mail goes. */
interface Holding {
  ownership: Ownership;
  ownerName: string;
  homesteadUse: boolean;
  homestead: boolean;
  mail: Mail;
}

function holdingOf(r: Random, p: ParcelSpec, improved: boolean, situs: Situs): Holding {
  const ownership = p.showcase
    ? { owners: [{ name: 'MARTINEZ CARLOS J', person: true }, { name: 'MARTINEZ ELENA R', person: true }], type: 'Tenancy by the entirety' }
    : ownersOf(r, p.kind, p.use, p.place, p.subName);
  // The roll rules decide who may hold a homestead (a home on a residential or farm code, owned by
  // persons); the shares by use code then make the county's mix.
  const homesteadUse = improved && homesteadUseAllowed(p.use, improved);
  const homestead =
    p.showcase ||
    (homesteadUse && ownership.owners.every((o) => o.person && mayHoldHomestead(o.name)) && situs.addressed && r.chance(RESIDENTIAL_HOMESTEAD[p.use] ?? 0));
  const mail: Mail =
    homestead || (ownership.owners[0]?.person && situs.addressed && r.chance(0.25))
      ? { address1: situs.streetLine, address2: p.unit ? `UNIT ${p.unit}` : null, city: p.place.city, state: 'FL', zip: p.place.zip, country: null }
      : awayAddress(r, STREET_NAMES, p.kind.name === 'timeshare' || p.kind.name === 'condominium' ? 0.15 : 0.02);
  return { ownership, ownerName: ownership.owners.map((o) => o.name).join(OWNER_SEPARATOR), homesteadUse, homestead, mail };
}

function improvementsOf(r: Random, p: ParcelSpec, rollYear: number): Improvements {
  const stuff = improve({ random: r, use: p.use, price: p.priceLevel, yearBuilt: p.yearBuilt, lakefront: p.lakefront, rollYear });
  if (p.showcase && !stuff.features.some((f) => f.code === 'PL1')) {
    stuff.features.unshift(
      { code: 'PL1', description: 'Swimming pool, residential', units: 450, unitType: 'SF', yearBuilt: 1998, value: 25_800 },
      { code: 'SCR', description: 'Screen enclosure', units: 1_250, unitType: 'SF', yearBuilt: 1998, value: 8_100 },
    );
  }
  return stuff;
}

/** The parcel's sales and its values year by year, from what stands on it and who holds it. */
function historyOf(state: CountyState, p: ParcelSpec, improved: boolean, holding: Holding, stuff: Improvements) {
  const r = state.random;
  const dor = Number(p.use.slice(0, 2));
  const yearBuilt = improved ? p.yearBuilt : null;
  const landValue = stuff.land.reduce((s, l) => s + l.value, 0);
  const buildingValue = stuff.buildings.reduce((s, b) => s + b.value, 0);
  const featureValue = stuff.features.reduce((s, f) => s + f.value, 0);
  const builder = `${r.pick(SUBDIVISION_FIRST)} HOMES INC`;
  const plan = planSales({
    random: r,
    just: landValue + buildingValue + featureValue,
    land: landValue,
    yearBuilt,
    improved,
    homestead: holding.homestead,
    homesteadUse: holding.homesteadUse,
    currentOwner: holding.ownerName,
    builder,
    names: () => (r.chance(0.85) ? personName(r) : companyName(r)),
    cutoff: state.refreshDate,
    minSales: p.showcase ? 3 : 0,
  });
  const agricultural = dor >= 50 && dor <= 69;
  const values = valueHistory({
    random: r,
    land: landValue,
    building: buildingValue,
    feature: featureValue,
    yearBuilt,
    homestead: holding.homestead,
    plan,
    personal: holding.homestead && !p.showcase ? personalExemptions(r) : [],
    agRatio: agricultural ? r.range(0.02, 0.08) : null,
    wholeExemption: wholeExemptionOf(p.use),
  });
  return { sales: plan.sales, values };
}

/** What the site plan needs of a parcel: the land its lines describe and its first building's living area. */
export interface LandFacts {
  landSqft: number;
  frontage: number | null;
  living: number;
  /** Whether its situs names its street (unaddressed tracts and common areas often do not). */
  onStreet: boolean;
}

/**
 * Makes every row of a parcel and hands them to `emit`, the parcel row first with its point left
 * empty: the group's site plan gives the point (a group buffers its rows until then).
 */
export function emitParcel(state: CountyState, p: ParcelSpec, emit: Emit): LandFacts {
  const r = state.random;
  const improved = isImproved(p.use);
  const situs = situsOf(r, p, improved);
  const holding = holdingOf(r, p, improved, situs);
  const stuff = improvementsOf(r, p, state.rollYear);
  const { sales, values } = historyOf(state, p, improved, holding, stuff);
  emitParcelRow(state, emit, p, situs, holding, stuff, values.at(-1) as ValueRow);
  emitParcelDetails(emit, p, situs, holding, stuff, values, sales);
  rememberSite(state, p, situs, holding.homestead);
  return { landSqft: stuff.landSqft, frontage: stuff.land[0]?.frontage ?? null, living: stuff.buildings[0]?.livingArea ?? 0, onStreet: situs.streetLine !== null };
}

function emitParcelRow(state: CountyState, emit: Emit, p: ParcelSpec, situs: Situs, holding: Holding, stuff: Improvements, latest: ValueRow): void {
  const dor = Number(p.use.slice(0, 2));
  const onStreet = situs.streetLine !== null;
  const { mail, ownerName } = holding;
  emit(
    'parcels',
    rowOf('parcels', {
      parcel_id: p.id,
      display_id: formatDisplayId(swapParcelOrder(p.id)),
      situs_number: situs.number,
      situs_direction: onStreet ? p.street.direction : null,
      situs_street: onStreet ? p.street.name : null,
      situs_suffix: onStreet ? p.street.suffix : null,
      situs_post_direction: null,
      situs_unit: p.unit,
      situs_address: situs.address,
      situs_city: situs.addressed ? p.place.city : null,
      situs_zip: situs.addressed ? p.place.zip : null,
      jurisdiction_code: p.place.jurisdiction,
      latitude: null,
      longitude: null,
      section: p.survey.section,
      township: p.survey.township,
      range: p.survey.range,
      subdivision_code: p.subCode,
      subdivision_name: p.subName,
      block: p.block,
      lot: p.lot,
      legal_description: legalOf(p, state.random),
      use_code: p.use,
      neighborhood: p.neighborhood,
      acreage: Math.round((stuff.landSqft / 43_560) * 10_000) / 10_000,
      land_sqft: stuff.landSqft,
      homestead: latest.homestead ? 1 : 0,
      property_name: p.unit !== null || dor >= 10 ? (p.subName ?? null) : null,
      owner_name: ownerName,
      mail_address1: mail.address1,
      mail_address2: mail.address2,
      mail_city: mail.city,
      mail_state: mail.state,
      mail_zip: mail.zip,
      mail_country: mail.country,
      owner_key: searchKey(ownerName),
      street_key: onStreet ? streetKey(p.street.name, p.street.suffix) : null,
      subdivision_key: p.subName ? searchKey(p.subName) : null,
      latest_value_year: latest.year,
      latest_just_value: latest.just,
    }),
  );
}

function emitParcelDetails(emit: Emit, p: ParcelSpec, situs: Situs, holding: Holding, stuff: Improvements, values: ValueRow[], sales: Sale[]): void {
  const parcel_id = p.id;
  holding.ownership.owners.forEach((o, i) => {
    const key = searchKey(o.name);
    emit('owners', rowOf('owners', { parcel_id, seq: i + 1, name: o.name, name_key: key, name_key_reversed: o.person ? reversedNameKey(o.name) : key, ownership_type: holding.ownership.type }));
  });
  stuff.land.forEach((l, i) => {
    const unit_price = l.units > 0 ? Math.round((l.value / l.units) * 100) / 100 : 0;
    emit('land_lines', rowOf('land_lines', {
      parcel_id, seq: i + 1, land_use_code: l.code, description: l.description, zoning: l.zoning, units: l.units, unit_type: l.unitType, unit_price, frontage: l.frontage, depth: l.depth, value: l.value,
    }));
  });
  stuff.buildings.forEach((b, i) => {
    emit('buildings', rowOf('buildings', {
      parcel_id, building_no: i + 1, model: b.model, year_built: b.yearBuilt, effective_year: b.effectiveYear, living_area: b.livingArea, gross_area: b.grossArea,
      bedrooms: b.bedrooms, baths: b.baths, stories: b.stories, units: b.units, construction: b.construction, exterior_wall: b.exteriorWall, roof: b.roof, quality: b.quality, value: b.value,
    }));
  });
  stuff.features.forEach((f, i) => {
    emit('extra_features', rowOf('extra_features', { parcel_id, seq: i + 1, code: f.code, description: f.description, units: f.units, unit_type: f.unitType, year_built: f.yearBuilt, value: f.value }));
  });
  for (const v of values) {
    emit('parcel_values', rowOf('parcel_values', {
      parcel_id, tax_year: v.year, just_value: v.just, land_value: v.land, building_value: v.building, feature_value: v.feature,
      school_assessed: v.schoolAssessed, nonschool_assessed: v.nonschoolAssessed, school_exempt: v.schoolExempt, nonschool_exempt: v.nonschoolExempt,
      school_taxable: v.schoolAssessed - v.schoolExempt, nonschool_taxable: v.nonschoolAssessed - v.nonschoolExempt,
      soh_savings: v.homestead ? v.just - v.schoolAssessed : 0,
      ten_pct_savings: v.homestead || v.agSavings > 0 ? 0 : v.schoolAssessed - v.nonschoolAssessed,
      ag_savings: v.agSavings,
      homestead: v.homestead ? 1 : 0,
    }));
    for (const e of v.exemptions) {
      emit('parcel_exemptions', rowOf('parcel_exemptions', { parcel_id, tax_year: v.year, code: e.code, description: exemptionDescription(e.code), school_amount: e.school, nonschool_amount: e.nonschool }));
    }
  }
  const subdivisionKey = p.subName ? searchKey(p.subName) : null;
  sales.forEach((s, i) => {
    emit('sales', rowOf('sales', {
      parcel_id, seq: i + 1, sale_date: s.date, price: s.price, instrument_number: s.instrument, book: s.book, page: s.page, deed_code: s.deed, qual_code: s.qual,
      qualified: s.qual === '01' || s.qual === '02' ? 1 : 0, vacant_improved: s.vacant ? 'V' : 'I', grantor: s.grantor, grantee: s.grantee,
      parcel_situs_city: situs.addressed ? p.place.city : null, parcel_situs_zip: situs.addressed ? p.place.zip : null, parcel_use_code: p.use, parcel_subdivision_key: subdivisionKey,
    }));
  });
  for (const row of nonAdValorem(p.id, p.use, p.place.jurisdiction, p.subCode, p.showcase)) emit('non_ad_valorem', row);
}

/** Keeps the parcel as a place for tangible accounts: a shop with an address, or a home (for home businesses). */
function rememberSite(state: CountyState, p: ParcelSpec, situs: Situs, homestead: boolean): void {
  const dor = Number(p.use.slice(0, 2));
  const site = { parcelId: p.id, address: situs.address, city: p.place.city, zip: p.place.zip, jurisdiction: p.place.jurisdiction };
  if (dor >= 11 && dor <= 49 && situs.number !== null) {
    state.commercialSites.push(site);
  } else if (homestead) {
    // A fixed-size sample of homes (reservoir sampling) for home-based businesses, spread over
    // the whole county whatever its size.
    state.homesSeen++;
    if (state.homeSites.length < HOME_SITES) state.homeSites.push(site);
    else {
      const j = state.random.int(0, state.homesSeen - 1);
      if (j < HOME_SITES) state.homeSites[j] = site;
    }
  }
}

