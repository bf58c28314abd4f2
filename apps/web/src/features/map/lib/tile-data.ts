import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';

// One of our tiles (GET /api/tiles/{z}/{x}/{y}.mvt, layers `parcels`, `streets` and `sales`; the
// contract is in docs/decisions/0112) decoded by the maintained decoder into plain objects whose
// coordinates are canvas pixels of the tile, kept for painting and for finding what was clicked.

export type Ring = [number, number][];

export interface TileParcel {
  parcelId: string;
  displayParcelId: string;
  useCode: string;
  useClass: string;
  homestead: boolean;
  justValue: number | null;
  justValuePerSqFt: number | null;
  lastSaleYear: number | null;
  lastSalePrice: number | null;
  /** Outer rings and holes in the tile's pixels; the even-odd rule tells them apart. */
  rings: Ring[];
  /** [minX, minY, maxX, maxY] in the tile's pixels. */
  box: [number, number, number, number];
}

export interface TileStreet {
  name: string;
  main: boolean;
  lines: Ring[];
}

export interface TileSale {
  parcelId: string;
  displayParcelId: string;
  saleDate: string;
  salePrice: number;
  x: number;
  y: number;
}

export interface TileData {
  parcels: TileParcel[];
  streets: TileStreet[];
  sales: TileSale[];
}

export const EMPTY_TILE: TileData = { parcels: [], streets: [], sales: [] };

type Props = VectorTileFeature['properties'];
const text = (p: Props, key: string) => (p[key] === undefined ? '' : String(p[key]));
const num = (p: Props, key: string) => (typeof p[key] === 'number' ? p[key] : null);

function features(tile: VectorTile, name: string): VectorTileFeature[] {
  const layer = tile.layers[name];
  if (!layer) return [];
  const list: VectorTileFeature[] = [];
  for (let i = 0; i < layer.length; i++) list.push(layer.feature(i));
  return list;
}

function rings(feature: VectorTileFeature, scale: number): Ring[] {
  return feature.loadGeometry().map((ring) => ring.map((p): [number, number] => [p.x * scale, p.y * scale]));
}

function boxOf(list: Ring[]): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of list)
    for (const [x, y] of ring) {
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  return box;
}

/** The tile's layers in pixels of a `size`-pixel tile. */
export function decodeTile(buffer: ArrayBuffer, size: number): TileData {
  if (buffer.byteLength === 0) return EMPTY_TILE;
  const tile = new VectorTile(new PbfReader(buffer));
  const parcels = features(tile, 'parcels').map((f): TileParcel => {
    const p = f.properties;
    const shape = rings(f, size / f.extent);
    return {
      parcelId: text(p, 'parcelId'),
      displayParcelId: text(p, 'displayParcelId'),
      useCode: text(p, 'useCode'),
      useClass: text(p, 'useClass') || 'other',
      homestead: p.homestead === true,
      justValue: num(p, 'justValue'),
      justValuePerSqFt: num(p, 'justValuePerSqFt'),
      lastSaleYear: num(p, 'lastSaleYear'),
      lastSalePrice: num(p, 'lastSalePrice'),
      rings: shape,
      box: boxOf(shape),
    };
  });
  const streets = features(tile, 'streets').map((f) => ({
    name: text(f.properties, 'name'),
    main: f.properties.main === true,
    lines: rings(f, size / f.extent),
  }));
  const sales = features(tile, 'sales').map((f): TileSale => {
    const [x, y] = rings(f, size / f.extent)[0]?.[0] ?? [0, 0];
    return {
      parcelId: text(f.properties, 'parcelId'),
      displayParcelId: text(f.properties, 'displayParcelId'),
      saleDate: text(f.properties, 'saleDate'),
      salePrice: num(f.properties, 'salePrice') ?? 0,
      x,
      y,
    };
  });
  return { parcels, streets, sales };
}
