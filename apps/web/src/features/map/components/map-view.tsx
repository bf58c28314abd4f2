import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addBaseMap } from '../../../lib/map-tiles.ts';
import { CountyLayer, type TileState } from '../lib/county-layer.ts';
import { nearest, nextInDirection, type Direction } from '../lib/geometry.ts';
import { FEET_PER_METER, type DrawnArea } from '../lib/area.ts';
import { AREA_STYLE, AreaDrawer, type DrawMode } from '../lib/area-drawer.ts';
import type { ColorBy } from '../lib/color-schemes.ts';
import type { TileParcel } from '../lib/tile-data.ts';
import { useMapT } from '../messages.ts';

// The map itself (Leaflet and the county layer): loaded in its own chunk, only in the browser and
// only on pages with a map. The page around it holds the state; this component draws it and
// reports clicks, keys, drawn areas and what is in view.

export interface MapViewInfo {
  lat: number;
  lon: number;
  zoom: number;
  parcels: number;
  sales: number;
  bounds: { west: number; south: number; east: number; north: number };
}

export interface MapViewProps {
  /** Where the map opens: a parcel's box (west, south, east, north) to fit, else a point and zoom. */
  start: { lat: number; lon: number; zoom: number; box: [number, number, number, number] | null };
  /** Fly here when it changes (a found parcel's box: west, south, east, north). */
  focus: { box: [number, number, number, number]; key: number } | null;
  colorBy: ColorBy;
  currentYear: number;
  showSales: boolean;
  selected: string | null;
  drawMode: DrawMode | null;
  area: DrawnArea | null;
  describedBy: string;
  onPick: (stack: TileParcel[], chosen: TileParcel) => void;
  onOpen: (pid: string) => void;
  onClear: () => void;
  onDrawn: (area: DrawnArea) => void;
  onDrawStep: (step: 'first' | 'second') => void;
  /** Escape while drawing: stop drawing. */
  onDrawCancel: () => void;
  onView: (info: MapViewInfo) => void;
  onSelectedTile: (parcel: TileParcel | null) => void;
  onTiles: (state: TileState) => void;
}

const KEY_DIRECTIONS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
/** How far an arrow moves the map while drawing, in pixels. */
const KEY_PAN: Record<string, [number, number]> = { ArrowLeft: [-80, 0], ArrowRight: [80, 0], ArrowUp: [0, -80], ArrowDown: [0, 80] };

export default function MapView(props: MapViewProps) {
  const t = useMapT();
  const container = useRef<HTMLDivElement>(null);
  const layerRef = useRef<CountyLayer | null>(null);
  const areaGroup = useRef<L.LayerGroup | null>(null);
  // The latest props for Leaflet's handlers, which are bound once.
  const latest = useRef(props);
  latest.current = props;
  const drawer = useRef<AreaDrawer | null>(null);

  // Leaflet's setup and the first tiles' requests are, on a cheap phone, a few hundred milliseconds
  // of script: they run after the page's own render, in two tasks of their own (the map, then the
  // county layer), so neither holds up input for long. The effects below wait for each.
  const [map, setMap] = useState<L.Map | null>(null);
  const [layer, setLayer] = useState<CountyLayer | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;

    function createMap(host: HTMLDivElement): L.Map {
      const { start } = latest.current;
      // Leaflet's own keyboard handler pans with the arrows: here they move the selection instead.
      const created = L.map(host, { keyboard: false, maxZoom: 19, minZoom: 8, zoomSnap: 1 });
      // Straight to the asked-for parcel, without a flight: only its own tiles are fetched.
      if (start.box) {
        const [west, south, east, north] = start.box;
        created.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { maxZoom: 18, padding: [40, 40], animate: false },
        );
      } else created.setView([start.lat, start.lon], start.zoom);
      areaGroup.current = L.layerGroup().addTo(created);
      // The scale says how far the parcels are apart, in feet and miles (and meters).
      L.control.scale({ position: 'bottomleft', maxWidth: 140 }).addTo(created);
      created.on('click', (event: L.LeafletMouseEvent) => {
        // While drawing, the pointer's own events draw (AreaDrawer): a click picks nothing.
        if (latest.current.drawMode) return;
        const stack = layerRef.current?.parcelsAt(event.latlng) ?? [];
        if (stack.length > 0) latest.current.onPick(stack, stack[0]!);
      });
      drawer.current = new AreaDrawer(created, areaGroup.current, {
        mode: () => latest.current.drawMode,
        onStep: (step) => latest.current.onDrawStep(step),
        onDrawn: (area) => latest.current.onDrawn(area),
      });
      return created;
    }

    /** The county layer over the map; `settled` is called as tiles arrive and as the view moves. */
    function addCountyLayer(target: L.Map, settled: () => void): CountyLayer {
      const { colorBy, currentYear, showSales, selected } = latest.current;
      const county = new CountyLayer({
        colorBy,
        currentYear,
        showSales,
        selected: new Set(selected ? [selected] : []),
        overBaseMap: addBaseMap(target),
        onState: (state) => latest.current.onTiles(state),
        // Tiles arrive one by one: the words under the map (and the page around them) are redone
        // once they have settled, not once per tile, which on a slow phone kept the main thread busy.
        onTilesChanged: settled,
      });
      // The base map, if any, lies under the county layer.
      county.addTo(target);
      layerRef.current = county;
      target.on('moveend', settled);
      return county;
    }

    function report(target: L.Map, county: CountyLayer) {
      const center = target.getCenter();
      const bounds = target.getBounds();
      const pixels = target.getPixelBounds();
      const { places } = county.placedParcels();
      const inView = places.filter((p) => p.x >= pixels.min!.x && p.x <= pixels.max!.x && p.y >= pixels.min!.y && p.y <= pixels.max!.y);
      latest.current.onView({
        lat: center.lat,
        lon: center.lng,
        zoom: target.getZoom(),
        parcels: inView.length,
        sales: county.salesCount(),
        bounds: { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
      });
      const selected = latest.current.selected;
      latest.current.onSelectedTile(selected ? county.parcelById(selected) : null);
    }

    let made: L.Map | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let step = setTimeout(() => {
      made = createMap(element);
      setMap(made);
      step = setTimeout(() => {
        const county = addCountyLayer(made!, () => {
          clearTimeout(timer);
          timer = setTimeout(() => report(made!, county), 150);
        });
        setLayer(county);
      }, 0);
    }, 0);
    return () => {
      clearTimeout(step);
      clearTimeout(timer);
      made?.remove();
      layerRef.current = null;
    };
  }, []);

  const { colorBy, currentYear, showSales, selected, drawMode, area, focus } = props;

  useEffect(() => {
    if (!layer) return;
    layer.update({ colorBy, currentYear, showSales, selected: new Set(selected ? [selected] : []) });
    latest.current.onSelectedTile(selected ? layer.parcelById(selected) : null);
  }, [layer, colorBy, currentYear, showSales, selected]);

  useEffect(() => {
    if (!map) return;
    drawer.current?.reset();
    map.getContainer().classList.toggle('map-drawing', drawMode !== null);
    // A drag draws instead of panning, and two quick clicks are two corners, not a zoom.
    for (const handler of [map.dragging, map.doubleClickZoom]) {
      if (drawMode) handler.disable();
      else handler.enable();
    }
    if (drawMode) {
      latest.current.onDrawStep('first');
      // The drawing happens in the map: the keyboard draws there too (see onKeyDown).
      map.getContainer().focus({ preventScroll: true });
      // On a phone the tools are below the map: bring the whole map back to draw on.
      const box = map.getContainer().getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) map.getContainer().scrollIntoView({ block: 'nearest' });
    }
  }, [map, drawMode]);

  useEffect(() => {
    const group = areaGroup.current;
    if (!map || !group) return;
    group.clearLayers();
    if (!area) return;
    const outline =
      area.shape === 'rect'
        ? L.rectangle(L.latLngBounds([area.south, area.west], [area.north, area.east]), AREA_STYLE)
        : area.lat !== undefined && area.lon !== undefined
          ? L.circle([area.lat, area.lon], { ...AREA_STYLE, radius: area.radiusFt / FEET_PER_METER })
          : null;
    if (!outline) return;
    outline.addTo(group);
    // The whole area in view, so the sales listed below are the dots on the map.
    if (!map.getBounds().contains(outline.getBounds())) map.fitBounds(outline.getBounds(), { padding: [16, 16] });
  }, [map, area]);

  useEffect(() => {
    if (!map || !focus) return;
    const [west, south, east, north] = focus.box;
    map.flyToBounds(
      [
        [south, west],
        [north, east],
      ],
      { maxZoom: 18, padding: [40, 40], duration: 0.6 },
    );
  }, [map, focus]);

  /** While drawing, the arrows move the map under the cross at its center, Enter or Space marks a point there, Escape stops. */
  const drawKey = (event: KeyboardEvent<HTMLDivElement>, target: L.Map) => {
    const pan = KEY_PAN[event.key];
    if (pan) target.panBy(pan, { animate: false });
    else if (event.key === 'Enter' || event.key === ' ') drawer.current?.mark(target.getCenter());
    else if (event.key === 'Escape') latest.current.onDrawCancel();
    else return;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!map || !layer || event.target !== container.current) return;
    if (latest.current.drawMode) {
      drawKey(event, map);
      return;
    }
    const direction = KEY_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      const { places, zoom } = layer.placedParcels();
      const current = places.find((p) => p.id === latest.current.selected);
      const next = current ? nextInDirection(current, places, direction) : nearest(map.project(map.getCenter(), zoom), places);
      if (!next) return;
      // Units stacked on one footprint share its center: the summary lists them all.
      const stack = places.filter((p) => Math.abs(p.x - next.x) < 0.5 && Math.abs(p.y - next.y) < 0.5).map((p) => p.parcel);
      latest.current.onPick(stack, next.parcel);
      map.panInside(map.unproject([next.x, next.y], zoom), { padding: [60, 60] });
    } else if (event.key === 'Enter' && latest.current.selected) {
      event.preventDefault();
      latest.current.onOpen(latest.current.selected);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      map.zoomIn();
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      map.zoomOut();
    } else if (event.key === 'Escape') {
      latest.current.onClear();
    }
  };

  return (
    // The map is one widget with its own keyboard model (the arrows select parcels, Enter opens one),
    // which aria-describedby tells; jsx-a11y counts role="application" as non-interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={container}
      className="map-canvas"
      data-testid="map-canvas"
      role="application"
      aria-label={t('map.view.label')}
      aria-describedby={props.describedBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      onKeyDown={onKeyDown}
    />
  );
}
