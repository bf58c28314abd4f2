import type { Random } from './random.ts';

// Land, buildings and extra features of one parcel as of the latest roll year, valued by use, area,
// location (the place's price level) and age.

export interface LandLine {
  code: string;
  description: string;
  zoning: string;
  units: number;
  unitType: string;
  frontage: number | null;
  depth: number | null;
  value: number;
}

export interface Building {
  model: string;
  yearBuilt: number;
  effectiveYear: number;
  livingArea: number;
  grossArea: number;
  bedrooms: number;
  baths: number;
  stories: number;
  units: number;
  construction: string;
  exteriorWall: string | null;
  roof: string | null;
  quality: string;
  value: number;
}

export interface Feature {
  code: string;
  description: string;
  units: number;
  unitType: string;
  yearBuilt: number | null;
  value: number;
}

export interface Improvements {
  landSqft: number;
  land: LandLine[];
  buildings: Building[];
  features: Feature[];
}

const QUALITIES = ['Fair', 'Average', 'Average', 'Good', 'Good', 'Very good', 'Excellent'] as const;
const QUALITY_RATE: Record<string, number> = { Fair: 0.8, Average: 1, Good: 1.15, 'Very good': 1.35, Excellent: 1.6 };

function depreciation(effectiveYear: number, year: number): number {
  return Math.max(0.4, 1 - (year - effectiveYear) * 0.009);
}

const round100 = (x: number): number => Math.max(0, Math.round(x / 100) * 100);

export interface Setting {
  random: Random;
  use: string;
  /** Price level of the location (1 = county median). */
  price: number;
  yearBuilt: number;
  lakefront: boolean;
  rollYear: number;
}

function building(s: Setting, model: string, living: number, rate: number, extra: Partial<Building> = {}): Building {
  const r = s.random;
  const quality = r.pick(QUALITIES);
  const renovated = s.rollYear - s.yearBuilt > 25 && r.chance(0.35);
  const effectiveYear = renovated ? r.int(s.yearBuilt + 15, s.rollYear - 2) : s.yearBuilt;
  const gross = Math.round(living * r.range(1.15, 1.45));
  const value = round100(living * rate * (QUALITY_RATE[quality] ?? 1) * Math.sqrt(s.price) * depreciation(effectiveYear, s.rollYear));
  const block = s.yearBuilt >= 1960 && r.chance(0.8);
  return {
    model,
    yearBuilt: s.yearBuilt,
    effectiveYear,
    livingArea: living,
    grossArea: gross,
    bedrooms: 0,
    baths: 0,
    stories: 1,
    units: 1,
    construction: block ? 'Concrete block' : r.pick(['Wood frame', 'Wood frame', 'Concrete block stucco', 'Steel frame']),
    exteriorWall: block ? r.pick(['Stucco', 'Painted block', 'Stucco']) : r.pick(['Wood siding', 'Vinyl siding', 'Brick']),
    roof: r.pick(['Composition shingle', 'Composition shingle', 'Concrete tile', 'Metal', 'Built-up']),
    quality,
    value,
    ...extra,
  };
}

function homeFeatures(s: Setting, features: Feature[], luxury: number): void {
  const r = s.random;
  const add = (code: string, description: string, units: number, unitType: string, rate: number, built = s.yearBuilt): void => {
    features.push({ code, description, units, unitType, yearBuilt: built, value: round100(units * rate * depreciation(built, s.rollYear)) });
  };
  if (r.chance(0.22 + 0.15 * luxury)) {
    const poolBuilt = Math.min(s.rollYear - 1, s.yearBuilt + (r.chance(0.5) ? 0 : r.int(1, 15)));
    add('PL1', 'Swimming pool, residential', r.int(300, 600), 'SF', 85, poolBuilt);
    if (r.chance(0.85)) add('SCR', 'Screen enclosure', r.int(800, 1800), 'SF', 9, poolBuilt);
    if (r.chance(0.25)) add('SPA', 'Spa / hot tub', 1, 'UT', 6500, poolBuilt);
  }
  if (r.chance(0.4)) add('PT1', 'Patio, concrete', r.int(120, 600), 'SF', 6);
  if (r.chance(0.35)) add('FN1', 'Fence, wood or vinyl', r.int(80, 320), 'LF', 18);
  if (r.chance(0.15 + 0.2 * luxury)) add('FPL', 'Fireplace', 1, 'UT', 3500);
  if (s.lakefront) {
    add('DK1', 'Dock', r.int(150, 600), 'SF', 30);
    if (r.chance(0.3)) add('BH1', 'Boathouse', r.int(200, 500), 'SF', 45);
  }
  if (r.chance(0.08)) add('SHD', 'Utility shed', r.int(80, 200), 'SF', 20);
}

/** Everything on a parcel of the given 4-digit use code. */
export function improve(s: Setting): Improvements {
  const r = s.random;
  const dor = s.use.slice(0, 2);
  const features: Feature[] = [];
  const buildings: Building[] = [];
  const landLine = (description: string, zoning: string, units: number, unitType: string, unitPrice: number, frontage: number | null = null): LandLine => ({
    code: s.use,
    description,
    zoning,
    units,
    unitType,
    frontage,
    depth: frontage ? Math.round((unitType === 'SF' ? units : units * 43_560) / frontage) : null,
    value: round100(units * unitPrice),
  });
  const luxury = Math.max(0, Math.min(1, (s.price - 0.8) / 1.2));

  switch (s.use) {
    case '0100':
    case '0104': {
      const sqft = Math.round(r.range(5_500, 12_500) * (s.use === '0104' ? 1.8 : 1) * (0.8 + 0.4 * luxury));
      const living = Math.round(r.range(1_050, 2_600) * (0.85 + 0.7 * luxury));
      const beds = Math.max(2, Math.min(6, Math.round(living / 600)));
      buildings.push(building(s, 'Single family residence', living, 135, { bedrooms: beds, baths: Math.max(1, Math.round(beds * 0.8 * 2) / 2), stories: living > 2_600 && r.chance(0.6) ? 2 : 1 }));
      homeFeatures(s, features, luxury);
      const frontage = r.int(55, 110);
      return { landSqft: sqft, land: [landLine('Single family residential lot', r.pick(['R-1', 'R-1A', 'R-1AA', 'PD']), sqft, 'SF', 9.5 * s.price * (s.use === '0104' ? 1.5 : 1), frontage)], buildings, features };
    }
    case '0103': {
      const sqft = r.int(1_800, 3_500);
      const living = r.int(1_150, 2_200);
      buildings.push(building(s, 'Townhouse', living, 125, { bedrooms: Math.round(living / 600) + 1, baths: 2.5, stories: 2 }));
      if (r.chance(0.3)) features.push({ code: 'PT1', description: 'Patio, concrete', units: r.int(80, 200), unitType: 'SF', yearBuilt: s.yearBuilt, value: round100(r.int(500, 1_200)) });
      return { landSqft: sqft, land: [landLine('Townhouse lot', 'R-3', 1, 'LT', 45_000 * s.price)], buildings, features };
    }
    case '0200': {
      const sqft = r.int(5_000, 9_000);
      const living = r.int(900, 1_700);
      buildings.push(building(s, 'Mobile home', living, 48, { bedrooms: living > 1_200 ? 3 : 2, baths: living > 1_200 ? 2 : 1, construction: 'Manufactured', exteriorWall: 'Metal or vinyl siding' }));
      if (r.chance(0.4)) features.push({ code: 'CPT', description: 'Carport', units: r.int(200, 400), unitType: 'SF', yearBuilt: s.yearBuilt, value: round100(r.int(800, 2_500)) });
      return { landSqft: sqft, land: [landLine('Mobile home lot', 'R-T', sqft, 'SF', 4 * s.price)], buildings, features };
    }
    case '0400':
    case '0410':
    case '0420': {
      const living = s.use === '0410' ? r.int(700, 1_400) : r.int(650, 1_900);
      const rate = s.use === '0420' ? 150 : 175;
      buildings.push(building(s, s.use === '0420' ? 'Commercial condominium' : 'Condominium unit', living, rate, { bedrooms: Math.max(1, Math.round(living / 550)), baths: living > 1_000 ? 2 : 1, stories: 1 }));
      return { landSqft: 0, land: [landLine('Condominium unit (land included)', 'R-3', 1, 'UT', 0)], buildings, features };
    }
    case '0300':
    case '0800': {
      const units = s.use === '0300' ? r.int(12, 240) : r.int(2, 8);
      const living = units * r.int(750, 1_100);
      const sqft = Math.round(living * r.range(1.5, 3));
      buildings.push(building(s, s.use === '0300' ? 'Apartment complex' : 'Multi-family', living, 110, { units, bedrooms: units * 2, baths: units * 1.5, stories: s.use === '0300' ? r.int(2, 4) : r.int(1, 2) }));
      return { landSqft: sqft, land: [landLine('Multi-family land', 'R-2', sqft, 'SF', 8 * s.price)], buildings, features };
    }
    case '0900': {
      const sqft = r.int(20_000, 400_000);
      if (r.chance(0.4)) features.push({ code: 'PL2', description: 'Swimming pool, commercial', units: r.int(800, 2_500), unitType: 'SF', yearBuilt: s.yearBuilt, value: round100(r.int(40_000, 120_000)) });
      return { landSqft: sqft, land: [landLine('Common area', 'PD', sqft, 'SF', 0.05)], buildings, features };
    }
    default:
      break;
  }

  // Land-only and non-residential parcels.
  const group = Number(dor);
  if (s.use === '0000') {
    const sqft = r.int(5_000, 15_000);
    return { landSqft: sqft, land: [landLine('Vacant residential lot', 'R-1', sqft, 'SF', 7 * s.price)], buildings, features };
  }
  if (s.use === '9900' || group === 94 || group === 96 || group === 95) {
    const acres = Math.round(r.range(0.5, 25) * 100) / 100;
    return { landSqft: Math.round(acres * 43_560), land: [landLine('Acreage', r.pick(['A-1', 'A-2', 'R-CE']), acres, 'AC', 30_000 * s.price)], buildings, features };
  }
  if (group >= 50 && group <= 69) {
    const acres = Math.round(r.range(5, 160) * 100) / 100;
    if (group === 50 || r.chance(0.3)) buildings.push(building(s, 'Barn / agricultural building', r.int(1_200, 6_000), 35, { construction: 'Steel frame', exteriorWall: 'Metal' }));
    return { landSqft: Math.round(acres * 43_560), land: [landLine('Agricultural land', 'A-1', acres, 'AC', 22_000 * s.price)], buildings, features };
  }
  const industrial = group >= 40 && group <= 49;
  const vacant = s.use === '1000' || s.use === '4000' || s.use === '1003' || s.use === '7000' || s.use === '8000';
  const sqft = industrial ? r.int(40_000, 450_000) : r.int(15_000, 220_000);
  const landRate = (industrial ? 9 : 17) * s.price;
  const zoning = industrial ? r.pick(['I-1', 'I-2', 'IG']) : group >= 70 ? r.pick(['R-1', 'P-O', 'C-1']) : r.pick(['C-1', 'C-2', 'C-3', 'MU-1']);
  const land = [landLine(industrial ? 'Industrial land' : group >= 70 ? 'Institutional land' : 'Commercial land', zoning, sqft, 'SF', landRate, r.int(100, 600))];
  if (vacant) {
    if (s.use === '1003') features.push({ code: 'PVG', description: 'Asphalt paving', units: r.int(5_000, 40_000), unitType: 'SF', yearBuilt: s.yearBuilt, value: round100(r.int(8_000, 60_000)) });
    return { landSqft: sqft, land, buildings, features };
  }
  const area = Math.round(sqft * r.range(0.15, 0.45));
  const model = industrial ? 'Industrial / warehouse' : group >= 70 ? 'Institutional' : 'Commercial';
  const rate = industrial ? 65 : group >= 70 ? 120 : 125;
  const floors = group === 18 || group === 39 ? r.int(2, 8) : 1;
  buildings.push(building(s, model, area, rate, { stories: floors, construction: r.pick(['Concrete block', 'Steel frame', 'Reinforced concrete']) }));
  if (area > 40_000 && r.chance(0.4)) buildings.push(building(s, model, Math.round(area * r.range(0.2, 0.6)), rate));
  features.push({ code: 'PVG', description: 'Asphalt paving', units: Math.round(sqft * 0.4), unitType: 'SF', yearBuilt: s.yearBuilt, value: round100(sqft * 0.4 * 2.2) });
  if (r.chance(0.5)) {
    const poles = r.int(2, 20);
    features.push({ code: 'LTP', description: 'Light poles', units: poles, unitType: 'UT', yearBuilt: s.yearBuilt, value: round100(poles * 1_800) });
  }
  return { landSqft: sqft, land, buildings, features };
}
