import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { parseArea, salesStatisticsQuery, MIN_SALES, USE_CLASSES, type SalesMonth } from '@county/shared/statistics';
import { LoadStatus } from '../../../components/load-status.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { salesCsvPath, useSalesStatistics, useStatisticsAreas, type SalesParams } from '../api/get-statistics.ts';
import { areaOptions, matchAreas, type AreaOption } from '../lib/area-options.ts';
import { readMonth } from '../lib/month-text.ts';
import { useStatisticsT, type StatisticsKey } from '../messages.ts';
import { AreaPicker, useAreaLabel } from './area-picker.tsx';
import { formatChange, formatCount, formatMonth } from './format.ts';
import { LineChart } from './line-chart.tsx';

type Errors = Partial<Record<'area' | 'from' | 'to', StatisticsKey>>;

/** The sales asked for, as the address holds them (so a view can be shared and the back button works). */
function paramsFrom(search: URLSearchParams): SalesParams {
  const area = search.get('area')?.trim();
  const use = search.get('use');
  return {
    // A name the API reads, or kind:CODE as the list writes it; the API answers a 400 for one it does not know.
    area: area || 'county',
    use: use && (USE_CLASSES as readonly string[]).includes(use) ? use : 'all',
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
  };
}

/** The options of the area list, loaded once the page has hydrated (the server's HTML does without them). */
function useAreaOptions(): AreaOption[] | null {
  const hydrated = useHydrated();
  const areas = useStatisticsAreas(hydrated);
  return areas.state === 'ready' ? areaOptions(areas.data) : null;
}

/** The option an address's area stands for: the list's, or one made from kind:CODE until the list arrives. */
function optionOf(area: string, options: AreaOption[] | null): Pick<AreaOption, 'kind' | 'code' | 'name'> | null {
  const parsed = parseArea(area);
  if (!parsed) return null;
  const value = parsed.kind === 'county' ? 'county' : `${parsed.kind}:${parsed.code}`;
  return options?.find((o) => o.value === value) ?? { ...parsed, name: '' };
}

/** The area typed, read against the list: the option it names, or why it names none. */
function readArea(text: string, options: AreaOption[] | null, countyWords: string): { value: string } | { error: StatisticsKey } {
  if (text.trim() === '') return { value: 'county' };
  // Without the list (it failed to load), the API reads the name and answers for itself.
  if (!options) return { value: text.trim() };
  const matches = matchAreas(options, text, countyWords);
  if (matches.length === 1) return { value: matches[0]!.value };
  if (matches.length === 0) return { error: 'stats.error.area' };
  return { error: 'stats.error.areaPick' };
}

function SalesForm({ current, options, onShow }: { current: SalesParams; options: AreaOption[] | null; onShow: (params: SalesParams) => void }) {
  const t = useStatisticsT();
  const id = useId();
  const label = useAreaLabel();
  // Null until the person types: the box then shows the area asked for, named from the list once it arrives.
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [use, setUse] = useState(current.use);
  const [from, setFrom] = useState(current.from ?? '');
  const [to, setTo] = useState(current.to ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const shownOption = optionOf(current.area, options);
  const text = typed ?? (shownOption ? label(shownOption) : current.area);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const area = picked !== null ? { value: picked } : typed === null ? { value: current.area } : readArea(typed, options, t('stats.area.county'));
    if ('error' in area) found.area = area.error;
    const months = { from: readMonth(from), to: readMonth(to) };
    for (const field of ['from', 'to'] as const) if (months[field] === null) found[field] = 'stats.error.month';
    if ('value' in area && months.from !== null && months.to !== null) {
      const params: SalesParams = { area: area.value, use, from: months.from || undefined, to: months.to || undefined };
      // The server's own schema: what it would refuse is refused here first, in the reader's words.
      const checked = salesStatisticsQuery.safeParse(params);
      if (checked.success && Object.keys(found).length === 0) {
        setErrors({});
        onShow(params);
        return;
      }
      for (const issue of checked.error?.issues ?? []) {
        const field = issue.path[0];
        if (field === 'area') found.area = 'stats.error.area';
        else if (field === 'from' || field === 'to') found[field] = issue.code === 'custom' ? 'stats.error.range' : 'stats.error.month';
      }
    }
    setErrors(found);
  };

  const fieldError = (name: keyof Errors) =>
    errors[name] ? (
      <span className="field-error" id={`${id}-${name}-error`}>
        {t(errors[name])}
      </span>
    ) : null;
  const described = (name: keyof Errors, hint?: string) => [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="stats-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('stats.form.legend')}</legend>
        <div className="stats-area">
          <AreaPicker
            inputId={`${id}-area`}
            boxLabel={t('stats.form.area')}
            options={options}
            text={text}
            onText={(value) => {
              setTyped(value);
              setPicked(null);
            }}
            onPick={(option) => {
              setTyped(label(option));
              setPicked(option.value);
            }}
            describedBy={described('area', `${id}-area-hint`)}
            invalid={errors.area !== undefined}
          />
          <span className="hint" id={`${id}-area-hint`}>
            {t('stats.form.areaHint')}
          </span>
          {fieldError('area')}
        </div>
        <label htmlFor={`${id}-use`}>
          {t('stats.form.use')}
          <select id={`${id}-use`} value={use} onChange={(e) => setUse(e.target.value)} name="use">
            {USE_CLASSES.map((u) => (
              <option key={u} value={u}>
                {t(`stats.use.${u}`)}
              </option>
            ))}
          </select>
        </label>
        {(['from', 'to'] as const).map((field) => (
          <label htmlFor={`${id}-${field}`} key={field}>
            {t(field === 'from' ? 'stats.form.from' : 'stats.form.to')}
            <input
              id={`${id}-${field}`}
              name={field}
              // Text in every browser: Firefox and Safari have no month picker (decision 119).
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('stats.form.monthPlaceholder')}
              size={9}
              value={field === 'from' ? from : to}
              onChange={(e) => (field === 'from' ? setFrom : setTo)(e.target.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={described(field, `${id}-period-hint`)}
            />
            {fieldError(field)}
          </label>
        ))}
        <p className="hint" id={`${id}-period-hint`}>
          {t('stats.form.periodHint')}
        </p>
        <button type="submit" className="button">
          {t('stats.form.show')}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The trend in one sentence, with the sales behind it: the first and last months that have
 * MIN_SALES sales each are compared; with fewer such months the sentence gives the count and says
 * why there is no trend.
 */
function useSummary(months: SalesMonth[], areaName: string, useName: string): string {
  const t = useStatisticsT();
  const lang = useLang();
  const from = months.length > 0 ? formatMonth(months[0]!.month, lang) : '';
  const to = months.length > 0 ? formatMonth(months[months.length - 1]!.month, lang) : '';
  const sales = months.reduce((sum, m) => sum + m.sales, 0);
  const place = { area: areaName, use: useName.toLowerCase(), from, to };
  if (sales === 0) return t('stats.summary.none', place);
  const enough = months.filter((m) => m.medianPrice !== null && m.sales >= MIN_SALES);
  const withSales = months.filter((m) => m.sales > 0).length;
  if (enough.length < 2) return t('stats.summary.few', { ...place, sales, shown: formatCount(sales, lang), months: withSales, min: MIN_SALES });
  const first = enough[0]!;
  const last = enough[enough.length - 1]!;
  const change = (last.medianPrice! / first.medianPrice! - 1) * 100;
  return t('stats.summary.trend', {
    ...place,
    sales,
    shown: formatCount(sales, lang),
    first: formatMoney(first.medianPrice!, lang),
    firstMonth: formatMonth(first.month, lang),
    firstSales: first.sales,
    last: formatMoney(last.medianPrice!, lang),
    lastMonth: formatMonth(last.month, lang),
    lastSales: last.sales,
    direction: change > 0.05 ? 'up' : change < -0.05 ? 'down' : 'same',
    change: formatChange(Math.abs(change), lang).replace(/^\+/, ''),
    min: MIN_SALES,
  });
}

function SalesFigures({ params, months, areaName }: { params: SalesParams; months: SalesMonth[]; areaName: string }) {
  const t = useStatisticsT();
  const lang = useLang();
  const useName = t(`stats.use.${params.use as (typeof USE_CLASSES)[number]}`);
  const summary = useSummary(months, areaName, useName);
  const money = (value: number | null) => (value === null ? '–' : formatMoney(value, lang));
  // Months without a sale are counted, not listed: ten years of a quiet area are not 120 rows of nothing.
  const sold = months.filter((m) => m.sales > 0);
  const quiet = months.length - sold.length;
  return (
    <>
      <p className="stats-summary" role="status">
        {summary}
      </p>
      <div className="stats-pair">
        <div>
          {/* A line needs two months with a sale; fewer would draw an axis around nothing. */}
          {sold.length >= 2 ? (
            <>
              <LineChart
                title={t('stats.chart.title')}
                description={summary}
                points={months.map((m) => ({ label: m.month, value: m.medianPrice }))}
                formatValue={(v) => formatMoney(v, lang)}
                // A short range names every third month; a long one writes each year under its January.
                tick={(p, i) =>
                  months.length <= 24 ? (i % 3 === 0 ? formatMonth(p.label, lang) : null) : p.label.endsWith('-01') ? p.label.slice(0, 4) : null
                }
              />
              <p className="hint">{t('stats.chart.note')}</p>
            </>
          ) : (
            <p className="hint">{t('stats.chart.none')}</p>
          )}
          <a className="button secondary" href={salesCsvPath(params)} download>
            {t('stats.csv.sales')}
          </a>
        </div>
        <div>
          <DataTable
            id="sales-months"
            caption={t('stats.table.caption', { area: areaName, use: useName })}
            rows={sold}
            rowKey={(m) => m.month}
            empty={t('stats.table.none')}
            columns={[
              { header: t('stats.table.month'), cell: (m) => formatMonth(m.month, lang) },
              { header: t('stats.table.sales'), cell: (m) => formatCount(m.sales, lang), num: true },
              { header: t('stats.table.median'), cell: (m) => money(m.medianPrice), num: true },
              { header: t('stats.table.mean'), cell: (m) => money(m.meanPrice), num: true },
              {
                header: t('stats.table.perSqFt'),
                cell: (m) => (m.medianPricePerSqFt === null ? '–' : formatMoney(m.medianPricePerSqFt, lang, true)),
                num: true,
              },
              { header: t('stats.table.change'), cell: (m) => (m.change12Months === null ? '–' : formatChange(m.change12Months, lang)), num: true },
            ]}
          />
          {sold.length > 0 && <p className="hint">{t('stats.table.note', { quiet, months: months.length, min: MIN_SALES })}</p>}
        </div>
      </div>
    </>
  );
}

export function SalesTrends() {
  const t = useStatisticsT();
  const label = useAreaLabel();
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const data = useSalesStatistics(params);
  const options = useAreaOptions();
  const option = optionOf(params.area, options);
  const show = (next: SalesParams) => {
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    setSearch(query);
  };
  return (
    <section aria-labelledby="sales-trends-heading">
      <h2 id="sales-trends-heading">{t('stats.sales.heading')}</h2>
      <p>{t('stats.sales.explain')}</p>
      <SalesForm key={search.toString()} current={params} options={options} onShow={show} />
      <LoadStatus data={data} />
      {data.state === 'ready' && <SalesFigures params={params} months={data.data} areaName={option ? label(option) : params.area} />}
    </section>
  );
}
