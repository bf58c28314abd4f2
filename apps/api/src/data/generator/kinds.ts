import { PLACES, type Place } from '../../codes/jurisdictions.ts';
import { Weighted } from './random.ts';

// Kinds of parcel groups the county is built from: a platted subdivision of homes, a condominium,
// a strip of commercial lots, a few unplatted tracts ... Each kind's weight is its share of parcels
// divided by its mean size, so the use-code mix lands close to Orange County's (FACTS.md: about 67%
// residential, 18% condominium and timeshare, 9% vacant, 3% commercial and industrial, under 0.5%
// agricultural, the rest institutional and governmental).

export type KindName =
  | 'single-family'
  | 'townhome'
  | 'mobile-home'
  | 'multi-family'
  | 'condominium'
  | 'timeshare'
  | 'vacant'
  | 'commercial'
  | 'industrial'
  | 'agricultural'
  | 'institutional';

export interface Kind {
  name: KindName;
  /** Share of the county's parcels. */
  share: number;
  size: readonly [number, number];
  platted: boolean;
  /** Use codes drawn for the group's parcels, with weights. */
  uses: Weighted<string>;
  places: Weighted<Place>;
}

const byWeight = (pairs: readonly (readonly [string, number])[]): Weighted<string> =>
  new Weighted(
    pairs.map(([code]) => code),
    (code) => pairs.find(([c]) => c === code)?.[1] ?? 0,
  );

const placesWhere = (test: (p: Place) => boolean, boost: (p: Place) => number = () => 1): Weighted<Place> =>
  new Weighted(
    PLACES.filter(test),
    (p) => p.weight * boost(p),
  );

const RURAL = new Set(['32709', '32820', '32833', '32703', '32712', '34740', '32710']);
const TOURIST = new Set(['32819', '32821', '32830', '32836', '32837', '32839']);
const INDUSTRIAL = new Set(['32824', '32809', '32810', '32811', '32703', '32822', '32805', '34761', '32839']);

const kind = (
  name: KindName,
  share: number,
  size: readonly [number, number],
  platted: boolean,
  uses: readonly (readonly [string, number])[],
  places: Weighted<Place>,
): Kind => ({ name, share, size, platted, uses: byWeight(uses), places });

const everywhere = placesWhere(() => true);

export const KINDS: readonly Kind[] = [
  kind('single-family', 0.6, [20, 160], true, [['0100', 90], ['0104', 3], ['0000', 7]], everywhere),
  kind('townhome', 0.055, [16, 90], true, [['0103', 95], ['0000', 5]], everywhere),
  kind('mobile-home', 0.02, [20, 80], true, [['0200', 92], ['0000', 8]], placesWhere((p) => p.price < 1.1, (p) => (RURAL.has(p.zip) ? 3 : 1))),
  kind('multi-family', 0.015, [2, 10], true, [['0800', 90], ['0300', 10]], placesWhere((p) => p.jurisdiction !== 'BAY')),
  kind('condominium', 0.15, [24, 240], true, [['0400', 97], ['0420', 3]], placesWhere(() => true, (p) => (p.zip === '32801' || TOURIST.has(p.zip) ? 3 : 1))),
  kind('timeshare', 0.03, [60, 300], true, [['0410', 100]], placesWhere((p) => TOURIST.has(p.zip))),
  kind('vacant', 0.04, [1, 4], false, [['0000', 55], ['9900', 20], ['1000', 15], ['4000', 5], ['1003', 5]], everywhere),
  kind(
    'commercial',
    0.023,
    [2, 12],
    true,
    [
      ['1100', 14], ['1200', 5], ['1300', 2], ['1400', 3], ['1600', 6], ['1700', 12], ['1800', 5], ['1900', 8],
      ['2100', 8], ['2200', 5], ['2300', 4], ['2500', 3], ['2600', 4], ['2700', 6], ['2800', 2], ['3300', 2],
      ['3400', 1], ['3900', 4], ['1000', 6],
    ],
    placesWhere(() => true, (p) => (p.zip === '32801' || TOURIST.has(p.zip) ? 2.5 : 1)),
  ),
  kind('industrial', 0.008, [2, 8], true, [['4100', 30], ['4800', 45], ['4900', 10], ['4600', 5], ['4000', 10]], placesWhere((p) => INDUSTRIAL.has(p.zip))),
  kind(
    'agricultural',
    0.004,
    [1, 3],
    false,
    [['5000', 10], ['5200', 10], ['5400', 10], ['6000', 15], ['6100', 15], ['6600', 20], ['6700', 5], ['6900', 15]],
    placesWhere((p) => RURAL.has(p.zip)),
  ),
  kind(
    'institutional',
    0.027,
    [1, 3],
    false,
    [
      ['7100', 25], ['7200', 6], ['7400', 3], ['7600', 3], ['7700', 4], ['8000', 8], ['8200', 8], ['8300', 6],
      ['8600', 14], ['8900', 10], ['9100', 4], ['9400', 5], ['9600', 4],
    ],
    everywhere,
  ),
];

export const KIND_DRAW = new Weighted(KINDS, (k) => k.share / ((k.size[0] + k.size[1]) / 2));

export function kindNamed(name: KindName): Kind {
  const found = KINDS.find((k) => k.name === name);
  if (!found) throw new Error(`no kind ${name}`);
  return found;
}
