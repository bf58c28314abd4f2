import type { TileParcel } from './tile-data.ts';

// How parcels are colored, one scheme per question a visitor asks of the map. The painter and the
// legend read the same classes, so the legend can never disagree with the map. Colors were picked
// to stay apart for the common color-vision deficiencies (value and sale-year ramps are ordered
// light to dark), and every class is named in the legend's text as well.

export const COLOR_BY = ['use', 'homestead', 'valuePerSqFt', 'saleYear'] as const;
export type ColorBy = (typeof COLOR_BY)[number];

export interface ColorClass {
  /** The class's key; the legend's message is `map.legend.<scheme>.<key>` with `values`. */
  key: string;
  color: string;
  values?: Record<string, string | number>;
}

const USE_CLASSES: ColorClass[] = [
  { key: 'single-family', color: '#f6d776' },
  { key: 'condominium', color: '#f0955b' },
  { key: 'townhouse', color: '#f2b5c8' },
  { key: 'mobile-home', color: '#c9ae8c' },
  { key: 'vacant-residential', color: '#e3f0d4' },
  { key: 'commercial', color: '#d9534f' },
  { key: 'industrial', color: '#8e6bb8' },
  { key: 'agricultural', color: '#7fb86a' },
  { key: 'other', color: '#aebccb' },
];

const HOMESTEAD: ColorClass[] = [
  { key: 'yes', color: '#2f78c4' },
  { key: 'no', color: '#dcdcdc' },
];

/** Just value per square foot of land: upper bounds of each class, in dollars. */
const VALUE_STEPS = [5, 20, 50, 100];
const VALUE_COLORS = ['#fde9a9', '#9fd38b', '#3fa28f', '#35618f', '#3b1f5e'];
const UNKNOWN = '#e4e4e4';

function valueClasses(): ColorClass[] {
  const classes = VALUE_COLORS.map((color, i): ColorClass => {
    if (i === 0) return { key: 'below', color, values: { max: VALUE_STEPS[0]! } };
    if (i === VALUE_STEPS.length) return { key: 'above', color, values: { min: VALUE_STEPS[i - 1]! } };
    return { key: 'between', color, values: { min: VALUE_STEPS[i - 1]!, max: VALUE_STEPS[i]! } };
  });
  return [...classes, { key: 'unknown', color: UNKNOWN }];
}

/** Years of the last sale, newest first: this year and last, the two before, up to ten years, older. */
function saleYearClasses(currentYear: number): ColorClass[] {
  return [
    { key: 'between', color: '#3b1f5e', values: { from: currentYear - 1, to: currentYear } },
    { key: 'between', color: '#35618f', values: { from: currentYear - 3, to: currentYear - 2 } },
    { key: 'between', color: '#3fa28f', values: { from: currentYear - 10, to: currentYear - 4 } },
    { key: 'before', color: '#fde9a9', values: { year: currentYear - 10 } },
    { key: 'never', color: UNKNOWN },
  ];
}

/** The classes of a scheme in the legend's order. */
export function colorClasses(by: ColorBy, currentYear: number): ColorClass[] {
  if (by === 'use') return USE_CLASSES;
  if (by === 'homestead') return HOMESTEAD;
  if (by === 'valuePerSqFt') return valueClasses();
  return saleYearClasses(currentYear);
}

/** The index in `colorClasses(by, currentYear)` of the class a parcel falls in. */
export function classIndexOf(parcel: TileParcel, by: ColorBy, currentYear: number): number {
  if (by === 'use') {
    const i = USE_CLASSES.findIndex((c) => c.key === parcel.useClass);
    return i < 0 ? USE_CLASSES.length - 1 : i;
  }
  if (by === 'homestead') return parcel.homestead ? 0 : 1;
  if (by === 'valuePerSqFt') {
    const value = parcel.justValuePerSqFt;
    if (value === null) return VALUE_COLORS.length;
    const i = VALUE_STEPS.findIndex((step) => value < step);
    return i < 0 ? VALUE_STEPS.length : i;
  }
  const year = parcel.lastSaleYear;
  if (year === null) return 4;
  const age = currentYear - year;
  if (age <= 1) return 0;
  if (age <= 3) return 1;
  if (age <= 10) return 2;
  return 3;
}

/** The fill color of a parcel under a scheme. */
export function colorOf(parcel: TileParcel, by: ColorBy, currentYear: number): string {
  return colorClasses(by, currentYear)[classIndexOf(parcel, by, currentYear)]!.color;
}
