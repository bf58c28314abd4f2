import { formatDisplayId, reversedNameKey, searchKey, streetKey, swapParcelOrder } from '@county/shared';
import { PLACES, type Place } from '../codes/jurisdictions.ts';
import type { CountyTable, Row } from '../columns.ts';
import { pad, pointNear, round6, surveyOf, type Survey } from './geography.ts';
import { exemptionDescription, planSales, valueHistory, type Sale, type ValueRow } from './history.ts';
import { improve, type Improvements } from './improvements.ts';
import type { Kind } from './kinds.ts';
import { STREET_NAMES, STREET_SUFFIXES, SUBDIVISION_FIRST, SUBDIVISION_SECOND } from './names.ts';
import { OWNER_SEPARATOR, awayAddress, companyName, homeOwners, personName, type Mail, type Ownership } from './people.ts';
import type { Random } from './random.ts';
import { nonAdValorem } from './assessments.ts';
import { associationOf } from './associations.ts';
import { homesteadUseAllowed, mayHoldHomestead } from '../../roll-rules/index.ts';

// One group of neighbouring parcels (a subdivision, a condominium, a strip of shops, a few
// unplatted tracts) and every row of each parcel in it.

export type Emit = (table: CountyTable, row: Row) => void;

/** A parcel that tangible accounts can be located at. */
export interface Site {
  parcelId: string;
  address: string | null;
  city: string;
  zip: string;
  jurisdiction: string;
}

export interface CountyState {
  random: Random;
  emit: Emit;
  rollYear: number;
  refreshDate: string;
  usedSubdivisions: Set<string>;
  acreageLots: Map<string, number>;
  commercialSites: Site[];
  homeSites: Site[];
  homesSeen: number;
}

const HOME_SITES = 2_000;

// The showcase parcel every seed starts with (README, tests), 35-20-27-6645-00-001, lies here.
const FIRST_PLACE = PLACES.find((p) => p.zip === '32804') as Place;
const FIRST_SURVEY: Survey = { section: 35, township: 20, range: 27 };

interface Street {
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

function subdivisionName(r: Random, kind: Kind): string {
  const base = `${r.pick(SUBDIVISION_FIRST)} ${r.pick(SUBDIVISION_SECOND)}`;
  switch (kind.name) {
    case 'townhome':
      return `${base} TOWNHOMES`;
    case 'condominium':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['TOWERS', 'PLACE', 'CLUB', 'VILLAS', 'LOFTS', 'POINTE', 'GARDENS'])} CONDOMINIUM`;
    case 'timeshare':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['RESORT', 'VACATION VILLAS', 'GRAND VACATION CLUB'])} CONDOMINIUM`;
    case 'commercial':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['COMMERCE CENTER', 'PLAZA', 'SHOPPING CENTER', 'BUSINESS PARK', 'CORNERS'])}`;
    case 'industrial':
      return `${r.pick(SUBDIVISION_FIRST)} ${r.pick(['INDUSTRIAL PARK', 'COMMERCE PARK', 'DISTRIBUTION CENTER'])}`;
    default:
      return r.chance(0.3) ? `${base} ${r.pick(['PHASE 2', 'PHASE 3', 'SECTION 2', 'FIRST ADDITION', 'REPLAT'])}` : base;
  }
}

function groupYear(r: Random, kind: Kind, place: Place, rollYear: number): number {
  const old = ['32801', '32803', '32804', '32806', '32789', '32805'].includes(place.zip);
  if (kind.name === 'timeshare') return r.int(1990, 2016);
  if (old && r.chance(0.7)) return r.int(1922, 1975);
  const x = r.next();
  if (x < 0.15) return r.int(1955, 1979);
  if (x < 0.45) return r.int(1980, 1999);
  if (x < 0.8) return r.int(2000, 2015);
  return r.int(2016, rollYear - 1);
}

function uniqueSubdivisionCode(state: CountyState, str: string): string {
  for (;;) {
    const code = pad(state.random.int(1000, 9999), 4);
    const key = str + code;
    if (!state.usedSubdivisions.has(key)) {
      state.usedSubdivisions.add(key);
      return code;
    }
  }
}

function makeStreets(r: Random, count: number, place: Place, major: boolean): Street[] {
  const streets: Street[] = [];
  const n = major ? 1 : Math.max(1, Math.min(5, Math.round(count / 35)));
  const directional = place.jurisdiction === 'ORL' || place.jurisdiction === 'WP' || place.jurisdiction === 'APK';
  for (let i = 0; i < n; i++) {
    const base = (major ? r.int(10, 150) : r.int(1, 160)) * 100;
    streets.push({
      direction: directional && r.chance(0.3) ? r.pick(['N', 'S', 'E', 'W']) : null,
      name: r.pick(STREET_NAMES),
      suffix: major ? r.pick(['AVE', 'BLVD', 'RD', 'DR', 'PKWY']) : r.pick(STREET_SUFFIXES),
      base,
      step: major ? r.pick([10, 20, 50]) : r.pick([4, 6, 8, 10, 12]),
      next: 0,
    });
  }
  return streets;
}

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

/** Where a group lies and what its ids start with, decided before any parcel is made. */
export interface GroupPlan {
  kind: Kind;
  count: number;
  first: boolean;
  place: Place;
  center: [number, number];
  survey: Survey;
  /** Range, township and section: the first six digits of the group's stored ids. */
  str: string;
  subCode: string;
}

/**
 * Places a group. Unplatted parcels number their lots within the section, up to 999, so a group is
 * shortened (to nothing, when the section is full) rather than overflow.
 */
export function planGroup(state: CountyState, kind: Kind, wanted: number, first: boolean): GroupPlan | null {
  const r = state.random;
  const place = first ? FIRST_PLACE : kind.places.draw(r);
  const center = pointNear(r, place.lat, place.lon, place.size * 0.8);
  const survey = first ? FIRST_SURVEY : surveyOf(center[0], center[1]);
  const str = `${pad(survey.range, 2)}${pad(survey.township, 2)}${pad(survey.section, 2)}`;
  if (first) state.usedSubdivisions.add(`${str}6645`);
  const platted = kind.platted || first;
  let count = wanted;
  if (!platted) {
    const used = state.acreageLots.get(str) ?? 0;
    count = Math.min(wanted, 999 - used);
    if (count <= 0) return null;
    state.acreageLots.set(str, used + count);
  }
  const subCode = first ? '6645' : platted ? uniqueSubdivisionCode(state, str) : '0000';
  return { kind, count, first, place, center, survey, str, subCode };
}

/** Generates every parcel of a planned group, in ascending id order. */
export function generateGroup(state: CountyState, plan: GroupPlan, acreageNext: Map<string, number>): void {
  const r = state.random;
  const { kind, first, place, survey, str, subCode } = plan;
  const condo = kind.name === 'condominium' || kind.name === 'timeshare';
  const platted = kind.platted || first;
  const subName = first ? 'ROSEMERE HEIGHTS' : platted ? subdivisionName(r, kind) : null;
  const major = kind.name === 'commercial' || kind.name === 'industrial' || kind.name === 'multi-family' || !platted;
  const streets = makeStreets(r, plan.count, place, major);
  const yearBase = first ? 1956 : groupYear(r, kind, place, state.rollYear);
  const neighborhood = `${place.zip.slice(2)}${pad(r.int(1, 40), 2)}`;
  const plat = `${r.int(1, 110)}/${r.int(1, 150)}`;
  const priceLevel = place.price * r.around(0.25);
  const lakefrontGroup = r.chance(0.15);
  const hasBlocks = !first && platted && !condo && plan.count > 40 && r.chance(0.5);
  const perBlock = r.int(12, 30);
  const perFloor = r.int(4, 12);
  const perBuilding = Math.min(perFloor * 9, r.int(12, 72));
  const hoa = (kind.name === 'single-family' || kind.name === 'townhome') && plan.count >= 20;
  const association = associationOf({ platKey: str + subCode, subdivisionName: subName, kind: kind.name, parcels: plan.count, yearPlatted: yearBase, priceLevel: place.price, showcase: first });
  if (association) state.emit('associations', association);

  for (let i = 0; i < plan.count; i++) {
    let block = '00';
    let lot: string;
    let unit: string | null = null;
    if (condo) {
      const building = Math.floor(i / perBuilding);
      const k = i % perBuilding;
      const floor = Math.floor(k / perFloor) + 1;
      block = pad(building + 1, 2);
      lot = pad(floor * 100 + (k % perFloor) + 1, 3);
      unit = String(floor * 100 + (k % perFloor) + 1);
    } else if (!platted) {
      const next = (acreageNext.get(str) ?? 0) + 1;
      acreageNext.set(str, next);
      lot = pad(next, 3);
    } else if (hasBlocks) {
      block = pad(Math.floor(i / perBlock) + 1, 2);
      lot = pad((i % perBlock) + 1, 3);
    } else {
      lot = pad(i + 1, 3);
    }
    const use = first && i === 0 ? '0100' : hoa && i === plan.count - 1 ? '0900' : kind.uses.draw(r);
    emitParcel(state, {
      id: `${str}${subCode}${block}${lot}`,
      survey,
      place,
      center: plan.center,
      subCode,
      subName,
      block,
      lot,
      unit,
      use,
      kind,
      street: condo ? (streets[0] as Street) : (streets[Math.floor((i * streets.length) / plan.count)] as Street),
      neighborhood,
      plat,
      priceLevel,
      lakefront: use === '0104' || (lakefrontGroup && r.chance(0.2) && use === '0100'),
      yearBuilt: Math.min(state.rollYear - 1, yearBase + (condo ? 0 : r.int(0, 3))),
      showcase: first && i === 0,
    });
  }
}

interface ParcelSpec {
  id: string;
  survey: Survey;
  place: Place;
  center: [number, number];
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

function emitParcel(state: CountyState, p: ParcelSpec): void {
  const r = state.random;
  const emit = state.emit;
  const dor = Number(p.use.slice(0, 2));
  const improved = !['0000', '1000', '4000', '7000', '8000', '9900', '9400', '9600', '1003', '8200'].includes(p.use) && !(dor >= 51 && dor <= 69 && !['6000', '6600'].includes(p.use));

  // Situs: common areas and some vacant lots have no address; condominium units share their building's.
  const addressed = p.use !== '0900' && (improved || r.chance(0.6));
  const number = addressed ? (p.unit !== null ? p.street.base + (Number(p.block) - 1) * p.street.step * 2 : nextNumber(p.street)) : null;
  const streetLine = number !== null ? [number, p.street.direction, p.street.name, p.street.suffix].filter((x) => x !== null).join(' ') : null;
  const situsAddress = streetLine && p.unit ? `${streetLine} UNIT ${p.unit}` : streetLine;
  const [lat, lon] = pointNear(r, p.center[0], p.center[1], 0.003);
  const latitude = round6(Math.min(p.place.lat + p.place.size, Math.max(p.place.lat - p.place.size, lat)));
  const longitude = round6(Math.min(p.place.lon + p.place.size, Math.max(p.place.lon - p.place.size, lon)));

  const ownership = p.showcase
    ? { owners: [{ name: 'MARTINEZ CARLOS J', person: true }, { name: 'MARTINEZ ELENA R', person: true }], type: 'Tenancy by the entirety' }
    : ownersOf(r, p.kind, p.use, p.place, p.subName);
  const ownerName = ownership.owners.map((o) => o.name).join(OWNER_SEPARATOR);
  // The roll rules decide who may hold a homestead (a home on a residential or farm code, owned by
  // persons); the shares by use code then make the county's mix.
  const homesteadUse = improved && homesteadUseAllowed(p.use, improved);
  const homestead =
    p.showcase || (homesteadUse && ownership.owners.every((o) => o.person && mayHoldHomestead(o.name)) && addressed && r.chance(RESIDENTIAL_HOMESTEAD[p.use] ?? 0));
  const mail: Mail =
    homestead || (ownership.owners[0]?.person && addressed && r.chance(0.25))
      ? { address1: streetLine, address2: p.unit ? `UNIT ${p.unit}` : null, city: p.place.city, state: 'FL', zip: p.place.zip, country: null }
      : awayAddress(r, STREET_NAMES, p.kind.name === 'timeshare' || p.kind.name === 'condominium' ? 0.15 : 0.02);

  const yearBuilt = improved ? p.yearBuilt : null;
  const stuff: Improvements = improve({ random: r, use: p.use, price: p.priceLevel, yearBuilt: p.yearBuilt, lakefront: p.lakefront, rollYear: state.rollYear });
  if (p.showcase) {
    if (!stuff.features.some((f) => f.code === 'PL1')) {
      stuff.features.unshift(
        { code: 'PL1', description: 'Swimming pool, residential', units: 450, unitType: 'SF', yearBuilt: 1998, value: 25_800 },
        { code: 'SCR', description: 'Screen enclosure', units: 1_250, unitType: 'SF', yearBuilt: 1998, value: 8_100 },
      );
    }
  }
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
    homestead,
    homesteadUse,
    currentOwner: ownerName,
    builder,
    names: () => (r.chance(0.85) ? personName(r) : companyName(r)),
    cutoff: state.refreshDate,
    minSales: p.showcase ? 3 : 0,
  });
  const agricultural = dor >= 50 && dor <= 69;
  const history = valueHistory({
    random: r,
    land: landValue,
    building: buildingValue,
    feature: featureValue,
    yearBuilt,
    homestead,
    plan,
    personal: homestead && !p.showcase ? personalExemptions(r) : [],
    agRatio: agricultural ? r.range(0.02, 0.08) : null,
    wholeExemption: wholeExemptionOf(p.use),
  });
  const latest = history.at(-1) as ValueRow;

  const acreage = Math.round((stuff.landSqft / 43_560) * 10_000) / 10_000;
  const propertyName = p.unit !== null || dor >= 10 ? (p.subName ?? null) : null;
  const subdivisionKey = p.subName ? searchKey(p.subName) : null;
  emit('parcels', [
    p.id, formatDisplayId(swapParcelOrder(p.id)), number, number !== null ? p.street.direction : null,
    number !== null ? p.street.name : null, number !== null ? p.street.suffix : null, null, p.unit, situsAddress,
    addressed ? p.place.city : null, addressed ? p.place.zip : null, p.place.jurisdiction, latitude, longitude,
    p.survey.section, p.survey.township, p.survey.range, p.subCode, p.subName, p.block, p.lot, legalOf(p, r),
    p.use, p.neighborhood, acreage, stuff.landSqft, latest.homestead ? 1 : 0, propertyName, ownerName,
    mail.address1, mail.address2, mail.city, mail.state, mail.zip, mail.country, searchKey(ownerName),
    number !== null ? streetKey(p.street.name, p.street.suffix) : null, subdivisionKey, latest.year, latest.just,
  ]);
  ownership.owners.forEach((o, i) => {
    const key = searchKey(o.name);
    emit('owners', [p.id, i + 1, o.name, key, o.person ? reversedNameKey(o.name) : key, ownership.type]);
  });
  stuff.land.forEach((l, i) => {
    emit('land_lines', [p.id, i + 1, l.code, l.description, l.zoning, l.units, l.unitType, l.units > 0 ? Math.round((l.value / l.units) * 100) / 100 : 0, l.frontage, l.depth, l.value]);
  });
  stuff.buildings.forEach((b, i) => {
    emit('buildings', [p.id, i + 1, b.model, b.yearBuilt, b.effectiveYear, b.livingArea, b.grossArea, b.bedrooms, b.baths, b.stories, b.units, b.construction, b.exteriorWall, b.roof, b.quality, b.value]);
  });
  stuff.features.forEach((f, i) => {
    emit('extra_features', [p.id, i + 1, f.code, f.description, f.units, f.unitType, f.yearBuilt, f.value]);
  });
  for (const v of history) {
    const schoolTaxable = v.schoolAssessed - v.schoolExempt;
    const nonschoolTaxable = v.nonschoolAssessed - v.nonschoolExempt;
    emit('parcel_values', [
      p.id, v.year, v.just, v.land, v.building, v.feature, v.schoolAssessed, v.nonschoolAssessed, v.schoolExempt,
      v.nonschoolExempt, schoolTaxable, nonschoolTaxable, v.homestead ? v.just - v.schoolAssessed : 0,
      v.homestead || v.agSavings > 0 ? 0 : v.schoolAssessed - v.nonschoolAssessed, v.agSavings, v.homestead ? 1 : 0,
    ]);
    for (const e of v.exemptions) emit('parcel_exemptions', [p.id, v.year, e.code, exemptionDescription(e.code), e.school, e.nonschool]);
  }
  plan.sales.forEach((s: Sale, i) => {
    emit('sales', [
      p.id, i + 1, s.date, s.price, s.instrument, s.book, s.page, s.deed, s.qual, s.qual === '01' || s.qual === '02' ? 1 : 0, s.vacant ? 'V' : 'I',
      s.grantor, s.grantee, addressed ? p.place.city : null, addressed ? p.place.zip : null, p.use, subdivisionKey,
    ]);
  });
  for (const row of nonAdValorem(p.id, p.use, p.place.jurisdiction, p.subCode, p.showcase)) emit('non_ad_valorem', row);

  if (dor >= 11 && dor <= 49 && number !== null) {
    state.commercialSites.push({ parcelId: p.id, address: situsAddress, city: p.place.city, zip: p.place.zip, jurisdiction: p.place.jurisdiction });
  } else if (homestead) {
    // A fixed-size sample of homes (reservoir sampling) for home-based businesses, spread over
    // the whole county whatever its size.
    state.homesSeen++;
    const site = { parcelId: p.id, address: situsAddress, city: p.place.city, zip: p.place.zip, jurisdiction: p.place.jurisdiction };
    if (state.homeSites.length < HOME_SITES) state.homeSites.push(site);
    else {
      const j = r.int(0, state.homesSeen - 1);
      if (j < HOME_SITES) state.homeSites[j] = site;
    }
  }
}
