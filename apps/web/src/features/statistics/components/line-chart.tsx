import { useId } from 'react';

// A line chart drawn by hand in SVG: one series, a point per month that has a value and a break
// in the line where a month has none. It only draws what the table beside it says; the summary
// sentence, given as its description, states the trend in words. Nothing is told by color alone:
// there is one series, and its points are marked as well as joined.

export interface Point {
  /** The point's key (a month, say). */
  label: string;
  value: number | null;
}

interface LineChartProps {
  title: string;
  description: string;
  points: Point[];
  formatValue: (value: number) => string;
  /** The x axis label under a point, or null for none (the year under each January, say). */
  tick: (point: Point, index: number) => string | null;
}

const WIDTH = 640;
const HEIGHT = 280;
const LEFT = 86;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 36;

/** A round top for the y axis: 1, 2, 2.5 or 5 times a power of ten, at least `max`. */
function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

export function LineChart({ title, description, points, formatValue, tick }: LineChartProps) {
  const id = useId();
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const top = niceTop(Math.max(0, ...values));
  const x = (i: number) => LEFT + (points.length <= 1 ? 0 : (i * (WIDTH - LEFT - RIGHT)) / (points.length - 1));
  const y = (v: number) => TOP + (1 - v / top) * (HEIGHT - TOP - BOTTOM);
  let path = '';
  let drawing = false;
  points.forEach((p, i) => {
    if (p.value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`;
    drawing = true;
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text className="axis" x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const text = tick(p, i);
          return text === null ? null : (
            <text key={p.label} className="axis" x={x(i)} y={HEIGHT - BOTTOM + 18} textAnchor="middle">
              {text}
            </text>
          );
        })}
        <path className="series" d={path} />
        {points.map((p, i) => (p.value === null ? null : <circle key={p.label + i} className="point" cx={x(i)} cy={y(p.value)} r={2.5} />))}
      </svg>
    </figure>
  );
}
