import type { PrcValue } from '@county/shared/cards';
import { useLang } from '../../../i18n/i18n.tsx';
import { money } from '../format.ts';
import { useCardT } from '../messages.ts';

// A small bar chart of market, assessed and taxable value by year. It repeats the values table
// beside it, so it is hidden from assistive technology and the figure's caption says so.

const SERIES = [
  { key: 'marketValue', label: 'card.chart.market', className: 'bar-market' },
  { key: 'nonSchoolAssessedValue', label: 'card.chart.assessed', className: 'bar-assessed' },
  { key: 'nonSchoolTaxableValue', label: 'card.chart.taxable', className: 'bar-taxable' },
] as const;

const WIDTH = 520;
const HEIGHT = 200;
const AXIS = 70;
const BOTTOM = 24;

export function ValueChart({ values }: { values: PrcValue[] }) {
  const t = useCardT();
  const lang = useLang();
  const years = [...values].sort((a, b) => a.taxYear - b.taxYear);
  const max = Math.max(1, ...years.flatMap((v) => SERIES.map((s) => v[s.key])));
  const plotHeight = HEIGHT - BOTTOM - 10;
  const group = (WIDTH - AXIS) / Math.max(1, years.length);
  const bar = Math.min(24, (group - 12) / SERIES.length);
  const y = (value: number) => HEIGHT - BOTTOM - (value / max) * plotHeight;
  return (
    <figure className="value-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={AXIS} x2={WIDTH} y1={y(max * f)} y2={y(max * f)} className="grid" />
            <text x={AXIS - 6} y={y(max * f) + 4} textAnchor="end">
              {money(Math.round(max * f), lang)}
            </text>
          </g>
        ))}
        {years.map((v, i) => (
          <g key={v.taxYear} transform={`translate(${AXIS + i * group + 6}, 0)`}>
            {SERIES.map((s, j) => (
              <rect key={s.key} x={j * bar} y={y(v[s.key])} width={bar - 2} height={Math.max(0, HEIGHT - BOTTOM - y(v[s.key]))} className={s.className} />
            ))}
            <text x={(bar * SERIES.length) / 2} y={HEIGHT - 6} textAnchor="middle">
              {v.taxYear}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {SERIES.map((s) => (
            <li key={s.key}>
              <span className={`swatch ${s.className}`} aria-hidden="true" /> {t(s.label)}
            </li>
          ))}
        </ul>
        {t('card.chart.caption', { from: String(years[0]?.taxYear ?? ''), to: String(years.at(-1)?.taxYear ?? '') })}
      </figcaption>
    </figure>
  );
}
