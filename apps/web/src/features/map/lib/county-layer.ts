import L from 'leaflet';
import { getTile } from '../api/get-tile.ts';
import { colorOf, type ColorBy } from './color-schemes.ts';
import { insideRings, type Placed } from './geometry.ts';
import { decodeTile, EMPTY_TILE, type TileData, type TileParcel } from './tile-data.ts';

// The county drawn from our own vector tiles (decision 113): a Leaflet grid layer whose tiles are
// canvases, each painted from one decoded tile (parcels colored by the chosen scheme, streets with
// their names, the qualified sales as dots). Canvas 2D needs no WebGL, so it draws on cheap phones
// and in headless test browsers alike. The decoded tiles are kept while on screen: a new color
// scheme or selection repaints them without another request, and a click or an arrow key is
// answered from them.

export type TileState = 'loading' | 'ok' | 'unreachable';

export interface CountyLayerOptions {
  colorBy: ColorBy;
  currentYear: number;
  /** Draw the qualified sales of the last three years as gold dots. */
  showSales: boolean;
  /** Parcels outlined as selected (the map's selection, or the card's own parcel). */
  selected: ReadonlySet<string>;
  /** Whether a base map lies underneath (then the fills are translucent and no ground is painted). */
  overBaseMap: boolean;
  onState?: (state: TileState) => void;
  /** Called after tiles arrive, so the page can recount what it shows. */
  onTilesChanged?: () => void;
}

interface Kept {
  data: TileData;
  canvas: HTMLCanvasElement;
  coords: L.Coords;
}

export const TILE_SIZE = 256;
const GROUND = '#f4f2ec';
const SELECTED = '#a4161a';
const SALE_FILL = '#f2a900';
const SALE_EDGE = '#0b3d5c';

/** The positions of the keyboard's moves: each parcel's box center in pixels of the map at `zoom`. */
export interface PlacedParcel extends Placed {
  parcel: TileParcel;
}

export class CountyLayer extends L.GridLayer {
  private readonly kept = new Map<string, Kept>();
  private readonly pending = new Map<string, AbortController>();
  private settings: CountyLayerOptions;
  private loaded = 0;
  private failed = 0;

  constructor(settings: CountyLayerOptions) {
    super({ tileSize: TILE_SIZE, minZoom: 0, maxZoom: 20, updateWhenZooming: false, keepBuffer: 1 });
    this.settings = settings;
    this.on('tileunload', (event: L.TileEvent) => {
      const key = this.keyOf(event.coords);
      this.pending.get(key)?.abort();
      this.pending.delete(key);
      this.kept.delete(key);
    });
  }

  /** Changes how the layer paints and repaints the tiles on screen (no new request). */
  update(changes: Partial<CountyLayerOptions>): void {
    this.settings = { ...this.settings, ...changes };
    for (const tile of this.kept.values()) this.paint(tile);
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const canvas = document.createElement('canvas');
    // Sharp on high-density screens, but at most twice the pixels: a cheap phone's memory is small.
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = TILE_SIZE * ratio;
    canvas.height = TILE_SIZE * ratio;
    const key = this.keyOf(coords);
    const controller = new AbortController();
    this.pending.set(key, controller);
    // Each tile's request, and then its decoding and painting, is a task of its own: Leaflet asks
    // for a view's tiles all at once, and on a slow phone doing all of that in one go blocked input.
    setTimeout(() => {
      if (!controller.signal.aborted) this.load(key, { data: EMPTY_TILE, canvas, coords }, controller, done);
    }, 0);
    return canvas;
  }

  /** Fetches, decodes and paints one tile; `blank` is its canvas without data, painted as it is when the request fails. */
  private load(key: string, blank: Kept, controller: AbortController, done: L.DoneCallback): void {
    getTile(blank.coords.z, blank.coords.x, blank.coords.y, controller.signal)
      .then((buffer) => {
        const decoded = { ...blank, data: decodeTile(buffer, TILE_SIZE) };
        this.kept.set(key, decoded);
        this.paint(decoded);
        this.loaded++;
        this.settings.onState?.('ok');
        done(undefined, blank.canvas);
        this.settings.onTilesChanged?.();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        this.failed++;
        // The ground is still painted, so a missing tile shows as a gap rather than a hole.
        this.paint(blank);
        if (this.loaded === 0 && this.failed >= 2) this.settings.onState?.('unreachable');
        done(error instanceof Error ? error : new Error(String(error)), blank.canvas);
      })
      .finally(() => this.pending.delete(key));
  }

  /** The parcels under a point (several when condominium units share their building's footprint). */
  parcelsAt(latlng: L.LatLng): TileParcel[] {
    const map = this._map as L.Map | undefined;
    if (!map) return [];
    const zoom = this.tileZoom(map);
    const point = map.project(latlng, zoom);
    const tx = Math.floor(point.x / TILE_SIZE);
    const ty = Math.floor(point.y / TILE_SIZE);
    const tile = this.kept.get(`${zoom}/${tx}/${ty}`);
    if (!tile) return [];
    const x = point.x - tx * TILE_SIZE;
    const y = point.y - ty * TILE_SIZE;
    return tile.data.parcels.filter((p) => x >= p.box[0] && x <= p.box[2] && y >= p.box[1] && y <= p.box[3] && insideRings(p.rings, x, y));
  }

  /** Every parcel of the tiles on screen with its center in pixels of the map at its tile zoom. */
  placedParcels(): { zoom: number; places: PlacedParcel[] } {
    const map = this._map as L.Map | undefined;
    if (!map) return { zoom: 0, places: [] };
    const zoom = this.tileZoom(map);
    // A parcel cut by tile edges is in several tiles: its boxes are joined.
    const boxes = new Map<string, { parcel: TileParcel; box: [number, number, number, number] }>();
    for (const tile of this.kept.values()) {
      if (tile.coords.z !== zoom) continue;
      const ox = tile.coords.x * TILE_SIZE;
      const oy = tile.coords.y * TILE_SIZE;
      for (const parcel of tile.data.parcels) {
        const box: [number, number, number, number] = [parcel.box[0] + ox, parcel.box[1] + oy, parcel.box[2] + ox, parcel.box[3] + oy];
        const seen = boxes.get(parcel.parcelId);
        if (!seen) boxes.set(parcel.parcelId, { parcel, box });
        else seen.box = [Math.min(seen.box[0], box[0]), Math.min(seen.box[1], box[1]), Math.max(seen.box[2], box[2]), Math.max(seen.box[3], box[3])];
      }
    }
    const places = [...boxes.values()].map(({ parcel, box }) => ({ id: parcel.parcelId, parcel, x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2 }));
    return { zoom, places };
  }

  /** A parcel's tile properties, when a tile on screen holds it. */
  parcelById(parcelId: string): TileParcel | null {
    for (const tile of this.kept.values()) {
      const found = tile.data.parcels.find((p) => p.parcelId === parcelId);
      if (found) return found;
    }
    return null;
  }

  /** How many qualified sales the tiles on screen hold (each counted once). */
  salesCount(): number {
    const ids = new Set<string>();
    for (const tile of this.kept.values()) for (const sale of tile.data.sales) ids.add(`${sale.parcelId}/${sale.saleDate}`);
    return ids.size;
  }

  private tileZoom(map: L.Map): number {
    return Math.max(0, Math.min(20, Math.round(map.getZoom())));
  }

  private keyOf(coords: L.Coords): string {
    return `${coords.z}/${coords.x}/${coords.y}`;
  }

  private paint({ data, canvas, coords }: Kept): void {
    const context = canvas.getContext('2d');
    if (!context) return;
    const s = this.settings;
    const scale = canvas.width / TILE_SIZE;
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.clearRect(0, 0, TILE_SIZE, TILE_SIZE);
    if (!s.overBaseMap) {
      context.fillStyle = GROUND;
      context.fillRect(0, 0, TILE_SIZE, TILE_SIZE);
    }
    const zoom = coords.z;
    const trace = (rings: [number, number][][], close: boolean) => {
      context.beginPath();
      for (const ring of rings) {
        ring.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
        if (close) context.closePath();
      }
    };
    // Parcels: a fill by the scheme, a thin edge once lots are big enough to tell apart.
    context.globalAlpha = s.overBaseMap ? 0.6 : 1;
    context.lineWidth = zoom >= 17 ? 1 : 0.5;
    context.strokeStyle = '#5b5b5b';
    for (const parcel of data.parcels) {
      trace(parcel.rings, true);
      context.fillStyle = colorOf(parcel, s.colorBy, s.currentYear);
      context.fill('evenodd');
      if (zoom >= 15) context.stroke();
    }
    context.globalAlpha = 1;
    this.paintStreets(context, data, zoom, trace);
    if (s.showSales && zoom >= 14) {
      const radius = zoom >= 17 ? 5 : 3.5;
      for (const sale of data.sales) {
        context.beginPath();
        context.arc(sale.x, sale.y, radius, 0, Math.PI * 2);
        context.fillStyle = SALE_FILL;
        context.fill();
        context.lineWidth = 1.5;
        context.strokeStyle = SALE_EDGE;
        context.stroke();
      }
    }
    // The selection last, above streets and sales: a wide red edge with a white halo.
    for (const parcel of data.parcels) {
      if (!s.selected.has(parcel.parcelId)) continue;
      trace(parcel.rings, true);
      context.lineWidth = 5;
      context.strokeStyle = '#ffffff';
      context.stroke();
      context.lineWidth = 3;
      context.strokeStyle = SELECTED;
      context.stroke();
    }
  }

  private paintStreets(context: CanvasRenderingContext2D, data: TileData, zoom: number, trace: (rings: [number, number][][], close: boolean) => void): void {
    const width = (main: boolean) => (main ? 1.6 : 1) * Math.max(1.5, (zoom - 12) * 1.6);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const pass of ['casing', 'fill'] as const)
      for (const street of data.streets) {
        trace(street.lines, false);
        context.lineWidth = width(street.main) + (pass === 'casing' ? 2 : 0);
        context.strokeStyle = pass === 'casing' ? '#8a8a8a' : street.main ? '#fff4c2' : '#ffffff';
        context.stroke();
      }
    // Main roads are named from zoom 13, where they are what one finds one's way by; every street from 16.
    if (zoom < 13) return;
    // A street's name along its longest straight piece in this tile, where it fits.
    context.font = '600 11px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const street of data.streets) {
      if (!street.name || (zoom < 16 && !street.main)) continue;
      let best: { x: number; y: number; angle: number; length: number } | null = null;
      for (const line of street.lines)
        for (let i = 1; i < line.length; i++) {
          const [x0, y0] = line[i - 1]!;
          const [x1, y1] = line[i]!;
          const length = Math.hypot(x1 - x0, y1 - y0);
          if (!best || length > best.length) best = { x: (x0 + x1) / 2, y: (y0 + y1) / 2, angle: Math.atan2(y1 - y0, x1 - x0), length };
        }
      if (!best || context.measureText(street.name).width > best.length - 8) continue;
      const angle = best.angle > Math.PI / 2 || best.angle < -Math.PI / 2 ? best.angle + Math.PI : best.angle;
      context.save();
      context.translate(best.x, best.y);
      context.rotate(angle);
      context.lineWidth = 3;
      context.strokeStyle = '#ffffff';
      context.strokeText(street.name, 0, 0);
      context.fillStyle = '#333333';
      context.fillText(street.name, 0, 0);
      context.restore();
    }
  }
}
