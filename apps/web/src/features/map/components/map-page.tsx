import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parcelIdCandidates } from '@county/shared';
import type { ParcelSearchRow } from '@county/shared/search';
import { Page } from '../../../components/page.tsx';
import { HttpError } from '../../../lib/http.ts';
import { answerNotFound } from '../../../lib/server-pass.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { SearchBox } from '../../search/index.ts';
import { findParcels } from '../api/find-parcels.ts';
import { locateParcel } from '../api/locate-parcel.ts';
import { useParcelSummary } from '../api/get-parcel-summary.ts';
import { COMPARABLES_RADIUS_FT, defaultSort, type AreaKind, type AreaSort, type DrawnArea } from '../lib/area.ts';
import type { ColorBy } from '../lib/color-schemes.ts';
import type { TileState } from '../lib/county-layer.ts';
import type { TileParcel } from '../lib/tile-data.ts';
import { useMapT } from '../messages.ts';
import { AreaResults } from './area-results.tsx';
import { AreaTools } from './area-tools.tsx';
import { ColorLegend } from './color-legend.tsx';
import { MapSays } from './map-says.tsx';
import type { MapViewInfo } from './map-view.tsx';
import { ParcelSummary } from './parcel-summary.tsx';
import { useStartView } from './use-start-view.ts';
import '../map.css';

// Leaflet and the county layer load with the map, never with the page's server-rendered words.
const MapView = lazy(() => import('./map-view.tsx'));

type Found = { q: string; rows: ParcelSearchRow[] } | { q: string; failed: true } | null;

/**
 * /map (and /es/map): the county on our own tiles. `?pid=` opens on a parcel, selected; `&near=`
 * (feet) with `&kind=` lists what lies within that distance of it, the card's way to comparable sales.
 */
export default function MapPage() {
  const t = useMapT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Only the sale-year scheme reads it, and only in the browser (the server renders the default
  // scheme), so the visitor's clock cannot disagree with the server's HTML.
  const currentYear = new Date().getFullYear();
  const [search, setSearch] = useSearchParams();
  const askedRaw = search.get('pid') ?? '';
  // An address whose id is not one (a typo, a cut link) says so and opens the map as if none was asked.
  const askedPid = parcelIdCandidates(askedRaw)[0] ?? null;
  const { view: start, missing } = useStartView(askedPid);
  const asked = useParcelSummary(askedPid);
  const badId = askedRaw !== '' && askedPid === null;
  const notOnRoll = asked.status === 'error' && asked.error instanceof HttpError && asked.error.status === 404;
  if (badId || notOnRoll) answerNotFound();

  const [selected, setSelected] = useState<string | null>(askedPid);
  const [stack, setStack] = useState<TileParcel[]>([]);
  const [selectedTile, setSelectedTile] = useState<TileParcel | null>(null);
  const [colorBy, setColorBy] = useState<ColorBy>('use');
  const [focus, setFocus] = useState<{ box: [number, number, number, number]; key: number } | null>(null);
  const [found, setFound] = useState<Found>(null);
  const [noShape, setNoShape] = useState(false);
  // What is in view changes with every tile: kept out of this component's state, so only the line
  // that says it re-renders (MapSays), not the whole page.
  const view = useRef<MapViewInfo | null>(null);
  const says = useRef<((info: MapViewInfo) => void) | null>(null);
  const registerSays = useCallback((update: (info: MapViewInfo) => void) => {
    says.current = update;
    if (view.current) update(view.current);
  }, []);
  const onView = useCallback((info: MapViewInfo) => {
    view.current = info;
    says.current?.(info);
  }, []);
  const [tiles, setTiles] = useState<TileState>('loading');
  const [drawMode, setDrawMode] = useState<'rect' | 'circle' | null>(null);
  const [drawStep, setDrawStep] = useState<'first' | 'second'>('first');
  const nearFeet = Number(search.get('near'));
  const [area, setArea] = useState<DrawnArea | null>(askedPid && nearFeet > 0 ? { shape: 'near', pid: askedPid, radiusFt: nearFeet } : null);
  const [kind, setKind] = useState<AreaKind>(search.get('kind') === 'parcels' ? 'parcels' : 'sales');
  const [sort, setSort] = useState<AreaSort>({ by: 'distance', dir: 'asc' });
  const [page, setPage] = useState(1);
  const results = useRef<HTMLDivElement>(null);
  const summary = useParcelSummary(selected);
  const summaryInfo = summary.status === 'ready' ? summary.data : null;

  // A "near" area is drawn around the parcel's point once the summary has it.
  useEffect(() => {
    if (!summaryInfo || summaryInfo.latitude === null || summaryInfo.longitude === null) return;
    setArea((current) =>
      current?.shape === 'near' && current.pid === summaryInfo.parcelId && current.lat === undefined
        ? { ...current, lat: summaryInfo.latitude!, lon: summaryInfo.longitude! }
        : current,
    );
  }, [summaryInfo]);

  const select = useCallback(
    (pid: string | null) => {
      setSelected(pid);
      // The address follows the selection, so it can be bookmarked or shared.
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (pid) next.set('pid', pid);
          else next.delete('pid');
          next.delete('near');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  // An id asked for in another form (the display form of a link, a search) becomes the stored one
  // the tiles carry, once the card's answer names it.
  useEffect(() => {
    if (summaryInfo && selected && summaryInfo.parcelId !== selected) select(summaryInfo.parcelId);
  }, [summaryInfo, selected, select]);

  const flyTo = async (pid: string) => {
    setFound(null);
    setNoShape(false);
    setStack([]);
    select(pid);
    const place = await locateParcel(pid).catch(() => null);
    if (place) setFocus({ box: place.box, key: Date.now() });
    setNoShape(!place?.shaped);
  };

  const onChoose = (choice: { pid: string; label: string } | { q: string }) => {
    if ('pid' in choice) {
      void flyTo(choice.pid);
      return;
    }
    findParcels(choice.q)
      .then((answer) => {
        if (answer.rows.length === 1) void flyTo(answer.rows[0]!.parcelId);
        else setFound({ q: choice.q, rows: answer.rows });
      })
      .catch(() => setFound({ q: choice.q, failed: true }));
  };

  const showArea = (next: DrawnArea | null) => {
    setArea(next);
    setPage(1);
    setSort(defaultSort(next, kind));
    setDrawMode(null);
    if (next) requestAnimationFrame(() => results.current?.scrollIntoView({ block: 'start' }));
  };

  const comparables = () => {
    if (!selected) return;
    setKind('sales');
    showArea({
      shape: 'near',
      pid: selected,
      radiusFt: COMPARABLES_RADIUS_FT,
      ...(summaryInfo?.latitude != null && summaryInfo.longitude != null ? { lat: summaryInfo.latitude, lon: summaryInfo.longitude } : {}),
    });
  };

  const drawHint =
    drawMode === null ? '' : drawStep === 'second' ? t('map.area.secondHint') : t(drawMode === 'rect' ? 'map.area.rectHint' : 'map.area.circleHint');
  const selectedLabel = summaryInfo ? summaryInfo.propertyAddress || summaryInfo.displayParcelId : (selectedTile?.displayParcelId ?? selected);
  const placeholder = (
    <div className="map-canvas map-placeholder" role="status" aria-label={t('map.view.loading')}>
      {t('map.view.loading')}
    </div>
  );
  return (
    <Page heading={t('map.title')} className="map-page">
      <p>{t('map.intro')}</p>
      <SearchBox label={t('map.search.label')} onChoose={onChoose} />
      {found && 'failed' in found && <p className="field-error">{t('map.search.failed')}</p>}
      {found && 'rows' in found && (
        <div className="map-found" role="status">
          {found.rows.length === 0 ? (
            <p>{t('map.search.none', { q: found.q })}</p>
          ) : (
            <>
              <p>{t('map.search.matches', { count: found.rows.length, q: found.q })}</p>
              <ul>
                {found.rows.map((row) => (
                  <li key={row.parcelId}>
                    <button type="button" className="link-button" onClick={() => void flyTo(row.parcelId)}>
                      {row.propertyAddress || row.parcelId} ({row.ownerName})
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {badId && (
        <p className="field-error" role="alert">
          {t('map.badId', { raw: askedRaw })}
        </p>
      )}
      {notOnRoll && (
        <p className="field-error" role="alert">
          {t('map.notOnRoll', { id: askedRaw })}
        </p>
      )}
      {(noShape || (missing && !notOnRoll)) && <p className="field-error">{t('map.search.noShape')}</p>}
      <div className="map-layout">
        <div className="map-stage">
          {hydrated && start ? (
            <Suspense fallback={placeholder}>
              <MapView
                start={start}
                focus={focus}
                colorBy={colorBy}
                currentYear={currentYear}
                showSales
                selected={selected}
                drawMode={drawMode}
                area={area}
                describedBy="map-says map-keys"
                onPick={(units, chosen) => {
                  setStack(units);
                  select(chosen.parcelId);
                }}
                onOpen={(pid) => void navigate(`/propertycard?pid=${pid}`)}
                onClear={() => {
                  setStack([]);
                  select(null);
                }}
                onDrawn={showArea}
                onDrawStep={setDrawStep}
                onDrawCancel={() => setDrawMode(null)}
                onView={onView}
                // What the tiles say re-renders the page in slices (a transition), not in one long task.
                onSelectedTile={(tile) => startTransition(() => setSelectedTile(tile))}
                onTiles={(state) => startTransition(() => setTiles(state))}
              />
            </Suspense>
          ) : (
            placeholder
          )}
          {/* While drawing with the keys, the cross marks the map's center, where Enter puts a point. */}
          {drawMode && <span className="map-crosshair" aria-hidden="true" />}
          {/* Over the map, where the eyes are while drawing (on a phone the tools are below it). */}
          <p className="map-draw-hint" role="status" data-testid="map-draw-hint">
            {drawHint}
          </p>
        </div>
        <div className="map-side">
          <MapSays register={registerSays} colorBy={colorBy} selectedLabel={selected ? (selectedLabel ?? null) : null} tiles={tiles} />
          <p id="map-keys" className="hint">
            {t('map.view.keys')}
          </p>
          <ParcelSummary selected={selected} stack={stack} onChoose={select} onComparables={comparables} />
          <AreaTools
            kind={kind}
            onKind={(k) => {
              setKind(k);
              setPage(1);
              setSort(defaultSort(area, k));
            }}
            drawMode={drawMode}
            onDrawMode={setDrawMode}
            selected={selected}
            hasArea={area !== null}
            onArea={showArea}
            viewBox={() => view.current?.bounds ?? null}
          />
          <ColorLegend colorBy={colorBy} currentYear={currentYear} showSales onColorBy={setColorBy} />
        </div>
      </div>
      <div ref={results}>
        {area && (
          <AreaResults
            area={area}
            kind={kind}
            sort={sort}
            page={page}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            onPage={setPage}
          />
        )}
      </div>
    </Page>
  );
}
