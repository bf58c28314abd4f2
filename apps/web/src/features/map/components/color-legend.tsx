import { COLOR_BY, colorClasses, type ColorBy } from '../lib/color-schemes.ts';
import { useMapT, type MapKey } from '../messages.ts';

interface ColorLegendProps {
  colorBy: ColorBy;
  currentYear: number;
  showSales: boolean;
  onColorBy: (by: ColorBy) => void;
}

/** The color scheme's chooser and the legend, in words as well as colors. */
export function ColorLegend({ colorBy, currentYear, showSales, onColorBy }: ColorLegendProps) {
  const t = useMapT();
  const classes = colorClasses(colorBy, currentYear);
  return (
    <section className="map-legend" aria-labelledby="map-legend-heading">
      <label htmlFor="map-color-by" className="map-field">
        {t('map.color.label')}
        <select id="map-color-by" value={colorBy} onChange={(event) => onColorBy(event.target.value as ColorBy)}>
          {COLOR_BY.map((by) => (
            <option key={by} value={by}>
              {t(`map.color.${by}`)}
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
            <Swatch fill={c.color} />
            {t(`map.legend.${colorBy}.${c.key}` as MapKey, stringValues(c.values))}
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

/** A color sample as SVG: its fill is an attribute, which the site's CSP allows (inline styles it does not). */
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
