import L from 'leaflet';
import { FEET_PER_METER, type DrawnArea } from './area.ts';

export type DrawMode = 'rect' | 'circle';

/** How far a pointer moves before a press is a drag rather than a click. */
const DRAG_PX = 5;
export const AREA_STYLE: L.PathOptions = { color: '#0b3d5c', weight: 2, dashArray: '6 4', fillColor: '#0b3d5c', fillOpacity: 0.08, interactive: false };

interface DrawerEvents {
  /** What is being drawn now, or null when the map is not drawing. */
  mode: () => DrawMode | null;
  onStep: (step: 'first' | 'second') => void;
  onDrawn: (area: DrawnArea) => void;
}

/**
 * Draws a rectangle or a circle on the map, three ways: a drag from one corner to the other (or
 * from the center to the edge), as on any map site; two clicks; or, with the keys, two points
 * marked at the map's center (`mark`). The area follows the pointer (or the center) until done.
 */
export class AreaDrawer {
  private first: L.LatLng | null = null;
  private preview: L.Path | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly group: L.LayerGroup,
    private readonly events: DrawerEvents,
  ) {
    map.on('mousemove', (event: L.LeafletMouseEvent) => this.follow(event.latlng));
    map.on('move', () => this.follow(map.getCenter()));
    this.listen(map.getContainer());
  }

  /** Starts again: no point marked, no outline in progress. */
  reset(): void {
    this.first = null;
    this.clearPreview();
  }

  /** A point (a click, or Enter at the map's center): the first, or the second that ends the area. */
  mark(point: L.LatLng): void {
    const mode = this.events.mode();
    if (!mode) return;
    if (!this.first) {
      this.first = point;
      this.events.onStep('second');
      return;
    }
    const first = this.first;
    this.first = null;
    this.finish(mode, first, point);
  }

  private listen(host: HTMLElement): void {
    let down: { at: L.LatLng; x: number; y: number } | null = null;
    const dragged = (event: PointerEvent) => down !== null && Math.hypot(event.clientX - down.x, event.clientY - down.y) > DRAG_PX;
    host.addEventListener('pointerdown', (event) => {
      if (!this.events.mode() || event.button !== 0 || (event.target as Element).closest('.leaflet-control')) return;
      down = { at: this.map.mouseEventToLatLng(event), x: event.clientX, y: event.clientY };
      host.setPointerCapture(event.pointerId);
    });
    host.addEventListener('pointermove', (event) => {
      const mode = this.events.mode();
      if (down && mode && dragged(event)) this.showPreview(mode, down.at, this.map.mouseEventToLatLng(event));
    });
    host.addEventListener('pointerup', (event) => {
      const mode = this.events.mode();
      const start = down;
      const wasDrag = dragged(event);
      down = null;
      if (!start || !mode) return;
      const at = this.map.mouseEventToLatLng(event);
      if (!wasDrag) this.mark(at);
      else {
        this.first = null;
        this.finish(mode, start.at, at);
      }
    });
    host.addEventListener('pointercancel', () => {
      down = null;
    });
  }

  /** Between two points, the area runs from the first to where the pointer (or the map's center) is. */
  private follow(at: L.LatLng): void {
    const mode = this.events.mode();
    if (this.first && mode) this.showPreview(mode, this.first, at);
  }

  private showPreview(mode: DrawMode, first: L.LatLng, at: L.LatLng): void {
    this.clearPreview();
    this.preview = (
      mode === 'rect' ? L.rectangle(L.latLngBounds(first, at), AREA_STYLE) : L.circle(first, { ...AREA_STYLE, radius: this.map.distance(first, at) })
    ).addTo(this.group);
  }

  private clearPreview(): void {
    this.preview?.remove();
    this.preview = null;
  }

  private finish(mode: DrawMode, first: L.LatLng, point: L.LatLng): void {
    this.clearPreview();
    if (mode === 'rect') {
      const box = L.latLngBounds(first, point);
      this.events.onDrawn({ shape: 'rect', west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() });
    } else {
      this.events.onDrawn({ shape: 'circle', lat: first.lat, lon: first.lng, radiusFt: this.map.distance(first, point) * FEET_PER_METER });
    }
  }
}
