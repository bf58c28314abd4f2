// Orange County's jurisdictions (the office's codes) and, for the generator, the ZIP-code areas in
// each one: postal city, ZIP, an approximate centre and a half-size in degrees. Parcels are placed
// inside these boxes, so a parcel's latitude/longitude lies in its city.

export interface Jurisdiction {
  code: string;
  name: string;
}

export interface Place {
  jurisdiction: string;
  city: string;
  zip: string;
  lat: number;
  lon: number;
  /** Half-size, in degrees, of the box around the centre where the place's groups are centred. */
  size: number;
  /**
   * Half-size of the place's box: its parcels' points (and their groups' land) lie inside it. Larger
   * than `size` because a full county's lots, laid out without overlap, need that much land.
   */
  reach: number;
  /** Relative share of the county's parcels. */
  weight: number;
  /** Land price level (1 = county median). */
  price: number;
}

export const JURISDICTIONS: readonly Jurisdiction[] = [
  { code: 'APK', name: 'Apopka' },
  { code: 'BAY', name: 'Bay Lake' },
  { code: 'BI', name: 'Belle Isle' },
  { code: 'EDG', name: 'Edgewood' },
  { code: 'EVL', name: 'Eatonville' },
  { code: 'LBV', name: 'Lake Buena Vista' },
  { code: 'MTL', name: 'Maitland' },
  { code: 'OAK', name: 'Oakland' },
  { code: 'OCO', name: 'Ocoee' },
  { code: 'ORG', name: 'Unincorporated' },
  { code: 'ORL', name: 'Orlando' },
  { code: 'WG', name: 'Winter Garden' },
  { code: 'WND', name: 'Windermere' },
  { code: 'WP', name: 'Winter Park' },
];

const CENTRES: readonly Omit<Place, 'reach'>[] = [
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32801', lat: 28.541, lon: -81.378, size: 0.01, weight: 2, price: 1.6 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32803', lat: 28.556, lon: -81.348, size: 0.015, weight: 4, price: 1.5 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32804', lat: 28.578, lon: -81.395, size: 0.015, weight: 4, price: 1.6 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32805', lat: 28.528, lon: -81.405, size: 0.012, weight: 3, price: 0.6 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32806', lat: 28.512, lon: -81.358, size: 0.015, weight: 4, price: 1.5 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32807', lat: 28.552, lon: -81.3, size: 0.015, weight: 3, price: 0.9 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32811', lat: 28.505, lon: -81.448, size: 0.015, weight: 4, price: 0.9 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32812', lat: 28.497, lon: -81.322, size: 0.015, weight: 4, price: 1.1 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32814', lat: 28.566, lon: -81.322, size: 0.01, weight: 2, price: 1.7 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32822', lat: 28.49, lon: -81.29, size: 0.015, weight: 4, price: 0.85 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32824', lat: 28.395, lon: -81.345, size: 0.02, weight: 4, price: 0.95 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32827', lat: 28.41, lon: -81.27, size: 0.025, weight: 4, price: 1.3 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32829', lat: 28.478, lon: -81.24, size: 0.015, weight: 3, price: 1.0 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32832', lat: 28.395, lon: -81.2, size: 0.02, weight: 3, price: 1.2 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32835', lat: 28.52, lon: -81.478, size: 0.015, weight: 4, price: 1.0 },
  { jurisdiction: 'ORL', city: 'ORLANDO', zip: '32839', lat: 28.487, lon: -81.405, size: 0.012, weight: 3, price: 0.8 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32808', lat: 28.58, lon: -81.445, size: 0.015, weight: 4, price: 0.7 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32810', lat: 28.62, lon: -81.425, size: 0.015, weight: 3, price: 0.85 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32817', lat: 28.59, lon: -81.245, size: 0.015, weight: 4, price: 1.0 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32818', lat: 28.58, lon: -81.488, size: 0.015, weight: 4, price: 0.75 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32819', lat: 28.455, lon: -81.47, size: 0.015, weight: 4, price: 1.5 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32825', lat: 28.54, lon: -81.23, size: 0.015, weight: 4, price: 0.95 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32826', lat: 28.585, lon: -81.19, size: 0.015, weight: 3, price: 1.0 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32828', lat: 28.53, lon: -81.165, size: 0.02, weight: 5, price: 1.05 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32820', lat: 28.57, lon: -81.11, size: 0.02, weight: 1, price: 0.8 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32833', lat: 28.49, lon: -81.08, size: 0.025, weight: 1, price: 0.7 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32836', lat: 28.43, lon: -81.5, size: 0.015, weight: 3, price: 1.8 },
  { jurisdiction: 'ORG', city: 'ORLANDO', zip: '32837', lat: 28.375, lon: -81.42, size: 0.015, weight: 4, price: 1.0 },
  { jurisdiction: 'ORG', city: 'WINTER PARK', zip: '32792', lat: 28.61, lon: -81.29, size: 0.012, weight: 3, price: 1.0 },
  { jurisdiction: 'ORG', city: 'APOPKA', zip: '32703', lat: 28.65, lon: -81.47, size: 0.02, weight: 3, price: 0.85 },
  { jurisdiction: 'ORG', city: 'WINDERMERE', zip: '34786', lat: 28.47, lon: -81.555, size: 0.02, weight: 3, price: 1.9 },
  { jurisdiction: 'ORG', city: 'WINTER GARDEN', zip: '34787', lat: 28.5, lon: -81.6, size: 0.02, weight: 3, price: 1.2 },
  { jurisdiction: 'ORG', city: 'CHRISTMAS', zip: '32709', lat: 28.54, lon: -81.01, size: 0.025, weight: 0.5, price: 0.5 },
  { jurisdiction: 'ORG', city: 'CLARCONA', zip: '32710', lat: 28.612, lon: -81.5, size: 0.008, weight: 0.3, price: 0.8 },
  { jurisdiction: 'ORG', city: 'GOTHA', zip: '34734', lat: 28.53, lon: -81.52, size: 0.008, weight: 0.3, price: 1.3 },
  { jurisdiction: 'ORG', city: 'KILLARNEY', zip: '34740', lat: 28.555, lon: -81.64, size: 0.008, weight: 0.2, price: 1.0 },
  { jurisdiction: 'APK', city: 'APOPKA', zip: '32703', lat: 28.675, lon: -81.505, size: 0.015, weight: 3, price: 0.85 },
  { jurisdiction: 'APK', city: 'APOPKA', zip: '32712', lat: 28.72, lon: -81.54, size: 0.02, weight: 3, price: 0.9 },
  { jurisdiction: 'OCO', city: 'OCOEE', zip: '34761', lat: 28.57, lon: -81.54, size: 0.015, weight: 4, price: 0.95 },
  { jurisdiction: 'WG', city: 'WINTER GARDEN', zip: '34787', lat: 28.56, lon: -81.585, size: 0.015, weight: 4, price: 1.2 },
  { jurisdiction: 'WP', city: 'WINTER PARK', zip: '32789', lat: 28.598, lon: -81.35, size: 0.012, weight: 3, price: 2.0 },
  { jurisdiction: 'WP', city: 'WINTER PARK', zip: '32792', lat: 28.598, lon: -81.315, size: 0.008, weight: 1, price: 1.4 },
  { jurisdiction: 'MTL', city: 'MAITLAND', zip: '32751', lat: 28.628, lon: -81.365, size: 0.01, weight: 1.5, price: 1.5 },
  { jurisdiction: 'EVL', city: 'EATONVILLE', zip: '32751', lat: 28.615, lon: -81.385, size: 0.005, weight: 0.3, price: 0.6 },
  { jurisdiction: 'EDG', city: 'ORLANDO', zip: '32809', lat: 28.487, lon: -81.375, size: 0.006, weight: 0.4, price: 1.0 },
  { jurisdiction: 'BI', city: 'BELLE ISLE', zip: '32809', lat: 28.458, lon: -81.355, size: 0.008, weight: 0.8, price: 1.3 },
  { jurisdiction: 'BI', city: 'BELLE ISLE', zip: '32812', lat: 28.47, lon: -81.34, size: 0.006, weight: 0.4, price: 1.3 },
  { jurisdiction: 'WND', city: 'WINDERMERE', zip: '34786', lat: 28.495, lon: -81.535, size: 0.008, weight: 0.5, price: 2.2 },
  { jurisdiction: 'OAK', city: 'OAKLAND', zip: '34760', lat: 28.555, lon: -81.633, size: 0.006, weight: 0.4, price: 1.1 },
  { jurisdiction: 'BAY', city: 'BAY LAKE', zip: '32830', lat: 28.4, lon: -81.57, size: 0.01, weight: 0.05, price: 1.5 },
  { jurisdiction: 'LBV', city: 'LAKE BUENA VISTA', zip: '32821', lat: 28.385, lon: -81.505, size: 0.01, weight: 0.3, price: 1.2 },
];

// How far from its centre a place's parcels may lie (degrees, each way). A full county (480,000
// parcels) needs about 17 billion square feet of lots and tracts (7 billion of them farms around
// the rural places), three times what the centres' boxes hold; laid out without overlap, growing
// outwards from each place's centre, its parcels reach this far (measured on seed 1, with 15% to
// spare; decision 110). Smaller counties stay much nearer their centres.
const REACH: Readonly<Record<string, number>> = {
  'APK 32703': 0.15,
  'APK 32712': 0.1,
  'BAY 32830': 0.01,
  'BI 32809': 0.28,
  'BI 32812': 0.26,
  'EDG 32809': 0.16,
  'EVL 32751': 0.11,
  'LBV 32821': 0.06,
  'MTL 32751': 0.12,
  'OAK 34760': 0.03,
  'OCO 34761': 0.15,
  'ORG 32703': 0.18,
  'ORG 32709': 0.11,
  'ORG 32710': 0.13,
  'ORG 32792': 0.11,
  'ORG 32808': 0.19,
  'ORG 32810': 0.16,
  'ORG 32817': 0.18,
  'ORG 32818': 0.13,
  'ORG 32819': 0.2,
  'ORG 32820': 0.15,
  'ORG 32825': 0.21,
  'ORG 32826': 0.15,
  'ORG 32828': 0.22,
  'ORG 32833': 0.17,
  'ORG 32836': 0.09,
  'ORG 32837': 0.25,
  'ORG 34734': 0.11,
  'ORG 34740': 0.05,
  'ORG 34786': 0.08,
  'ORG 34787': 0.05,
  'ORL 32801': 0.14,
  'ORL 32803': 0.21,
  'ORL 32804': 0.15,
  'ORL 32805': 0.18,
  'ORL 32806': 0.23,
  'ORL 32807': 0.16,
  'ORL 32811': 0.21,
  'ORL 32812': 0.23,
  'ORL 32814': 0.16,
  'ORL 32822': 0.2,
  'ORL 32824': 0.32,
  'ORL 32827': 0.29,
  'ORL 32829': 0.25,
  'ORL 32832': 0.22,
  'ORL 32835': 0.11,
  'ORL 32839': 0.19,
  'WG 34787': 0.05,
  'WND 34786': 0.08,
  'WP 32789': 0.17,
  'WP 32792': 0.13,
};

export const PLACES: readonly Place[] = CENTRES.map((p) => ({ ...p, reach: Math.max(p.size, REACH[`${p.jurisdiction} ${p.zip}`] ?? 0) }));

/** ZIP codes of each jurisdiction, space-separated (the jurisdictions table's zip_codes). */
export function zipCodesOf(code: string): string {
  return [...new Set(PLACES.filter((p) => p.jurisdiction === code).map((p) => p.zip))].sort().join(' ');
}
