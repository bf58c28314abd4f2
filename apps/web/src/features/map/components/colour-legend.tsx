import { COLOUR_BY, colourClasses, type ColourBy } from '../lib/colour-schemes.ts';
import { useMapT, type MapKey } from '../messages.ts';

interface ColourLegendProps {
  colourBy: ColourBy;
  currentYear: number;
  showSales: boolean;
  onColourBy: (by: ColourBy) => void;
}

/** The colour scheme's chooser and the legend, in words as well as colours. */
export function ColourLegend({ colourBy, currentYear, showSales, onColourBy }: ColourLegendProps) {
  const t = useMapT();
  const classes = colourClasses(colourBy, currentYear);
  return (
    <section className="map-legend" aria-labelledby="map-legend-heading">
      <label htmlFor="map-colour-by" className="map-field">
        {t('map.colour.label')}
        <select id="map-colour-by" value={colourBy} onChange={(event) => onColourBy(event.target.value as ColourBy)}>
          {COLOUR_BY.map((by) => (
            <option key={by} value={by}>
              {t(`map.colour.${by}`)}
            </option>
          ))}
        </select>
      </label>
      <h2 id="map-legend-heading" className="map-small-heading">
        {t('map.legend.heading')}
      </h2>
      <ul className="map-legend-list" data-testid="map-legend">
        {classes.map((c, i) => (
          <li key={i}>
            <Swatch fill={c.colour} />
            {t(`map.legend.${colourBy}.${c.key}` as MapKey, stringValues(c.values))}
          </li>
        ))}
        <li>
          <Swatch fill="#ffffff" stroke="#8a8a8a" />
          {t('map.legend.streets')}
        </li>
        {showSales && (
          <li>
            <Swatch fill="#f2a900" stroke="#0b3d5c" round />
            {t('map.legend.sales')}
          </li>
        )}
        <li>
          <Swatch fill="#ffffff" stroke="#a4161a" />
          {t('map.legend.selected')}
        </li>
      </ul>
    </section>
  );
}

/** Years and dollar bounds as written, not as grouped numbers (2,025). */
function stringValues(values: Record<string, string | number> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

/** A colour sample as SVG: its fill is an attribute, which the site's CSP allows (inline styles it does not). */
function Swatch({ fill, stroke = '#5b5b5b', round = false }: { fill: string; stroke?: string; round?: boolean }) {
  return (
    <svg className="map-swatch" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {round ? (
        <circle cx="9" cy="9" r="6" fill={fill} stroke={stroke} strokeWidth="2" />
      ) : (
        <rect x="1" y="1" width="16" height="16" fill={fill} stroke={stroke} strokeWidth="2" />
      )}
    </svg>
  );
}
