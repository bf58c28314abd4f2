import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AREA_KINDS, formatArea, parseArea, salesStatisticsQuery, USE_CLASSES, type AreaKind, type SalesMonth } from '@county/shared/statistics';
import { LoadStatus } from '../../../components/load-status.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { salesCsvPath, useSalesStatistics, type SalesParams } from '../api/get-statistics.ts';
import { useStatisticsT, type StatisticsKey } from '../messages.ts';
import { formatChange, formatCount, formatMonth } from './format.ts';
import { LineChart } from './line-chart.tsx';

type Errors = Partial<Record<'code' | 'from' | 'to', StatisticsKey>>;

/** The sales asked for, as the address holds them (so a view can be shared and the back button works). */
function paramsFrom(search: URLSearchParams): SalesParams {
  const area = search.get('area');
  const use = search.get('use');
  return {
    area: area && parseArea(area) ? area : 'county',
    use: use && (USE_CLASSES as readonly string[]).includes(use) ? use : 'all',
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
  };
}

function SalesForm({ current, onShow }: { current: SalesParams; onShow: (params: SalesParams) => void }) {
  const t = useStatisticsT();
  const id = useId();
  const area = parseArea(current.area) ?? { kind: 'county' as const, code: '' };
  const [kind, setKind] = useState<AreaKind>(area.kind);
  const [code, setCode] = useState(area.code);
  const [use, setUse] = useState(current.use);
  const [from, setFrom] = useState(current.from ?? '');
  const [to, setTo] = useState(current.to ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params: SalesParams = { area: kind === 'county' ? 'county' : `${kind}:${code}`, use, from: from || undefined, to: to || undefined };
    // The server's own schema: what it would refuse is refused here first, in the reader's words.
    const checked = salesStatisticsQuery.safeParse(params);
    if (checked.success) {
      setErrors({});
      // As the roll writes it (city:ORLANDO), so one area has one address.
      onShow({ ...params, area: formatArea(parseArea(params.area)!) });
      return;
    }
    const found: Errors = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === 'area') found.code = 'stats.error.code';
      else if (field === 'from' || field === 'to') found[field] = issue.code === 'custom' ? 'stats.error.range' : 'stats.error.month';
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
        <label htmlFor={`${id}-kind`}>
          {t('stats.form.area')}
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as AreaKind)} name="kind">
            {AREA_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`stats.area.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind !== 'county' && (
          <label htmlFor={`${id}-code`}>
            {t('stats.form.code')}
            <input
              id={`${id}-code`}
              name="code"
              value={code}
              maxLength={40}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={described('code', `${id}-code-hint`)}
            />
            <span className="hint" id={`${id}-code-hint`}>
              {t('stats.form.codeHint')}
            </span>
            {fieldError('code')}
          </label>
        )}
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
        <label htmlFor={`${id}-from`}>
          {t('stats.form.from')}
          <input
            id={`${id}-from`}
            name="from"
            type="month"
            placeholder="YYYY-MM"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={described('from', `${id}-period-hint`)}
          />
          {fieldError('from')}
        </label>
        <label htmlFor={`${id}-to`}>
          {t('stats.form.to')}
          <input
            id={`${id}-to`}
            name="to"
            type="month"
            placeholder="YYYY-MM"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={described('to', `${id}-period-hint`)}
          />
          {fieldError('to')}
        </label>
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

/** The trend in one sentence: first and last months with a sale, and how the median moved between them. */
function useSummary(months: SalesMonth[], areaName: string, useName: string): string {
  const t = useStatisticsT();
  const lang = useLang();
  const withSales = months.filter((m) => m.medianPrice !== null);
  const from = months.length > 0 ? formatMonth(months[0]!.month, lang) : '';
  const to = months.length > 0 ? formatMonth(months[months.length - 1]!.month, lang) : '';
  if (withSales.length === 0) return t('stats.summary.none', { area: areaName, use: useName.toLowerCase(), from, to });
  const first = withSales[0]!;
  const last = withSales[withSales.length - 1]!;
  const change = (last.medianPrice! / first.medianPrice! - 1) * 100;
  return t('stats.summary.trend', {
    area: areaName,
    use: useName.toLowerCase(),
    from,
    to,
    sales: months.reduce((sum, m) => sum + m.sales, 0),
    first: formatMoney(first.medianPrice!, lang),
    firstMonth: formatMonth(first.month, lang),
    last: formatMoney(last.medianPrice!, lang),
    lastMonth: formatMonth(last.month, lang),
    direction: change > 0.05 ? 'up' : change < -0.05 ? 'down' : 'same',
    change: formatChange(Math.abs(change), lang).replace(/^\+/, ''),
    empty: months.length - withSales.length,
  });
}

function SalesFigures({ params, months }: { params: SalesParams; months: SalesMonth[] }) {
  const t = useStatisticsT();
  const lang = useLang();
  const area = parseArea(params.area)!;
  const areaName = area.kind === 'county' ? t('stats.area.county') : `${t(`stats.area.${area.kind}`)} ${area.code}`;
  const useName = t(`stats.use.${params.use as (typeof USE_CLASSES)[number]}`);
  const summary = useSummary(months, areaName, useName);
  const money = (value: number | null) => (value === null ? '–' : formatMoney(value, lang));
  return (
    <>
      <p className="stats-summary" role="status">
        {summary}
      </p>
      <div className="stats-pair">
        <div>
          <LineChart
            title={t('stats.chart.title')}
            description={summary}
            points={months.map((m) => ({ label: m.month, value: m.medianPrice }))}
            formatValue={(v) => formatMoney(v, lang)}
            // A short range names every third month; a long one writes each year under its January.
            tick={(p, i) => (months.length <= 24 ? (i % 3 === 0 ? formatMonth(p.label, lang) : null) : p.label.endsWith('-01') ? p.label.slice(0, 4) : null)}
          />
          <p className="hint">{t('stats.chart.note')}</p>
          <a className="button secondary" href={salesCsvPath(params)} download>
            {t('stats.csv.sales')}
          </a>
        </div>
        <DataTable
          id="sales-months"
          caption={t('stats.table.caption', { area: areaName, use: useName })}
          rows={months}
          rowKey={(m) => m.month}
          empty={t('stats.table.noSale')}
          columns={[
            { header: t('stats.table.month'), cell: (m) => formatMonth(m.month, lang) },
            { header: t('stats.table.sales'), cell: (m) => formatCount(m.sales, lang), num: true },
            { header: t('stats.table.median'), cell: (m) => (m.sales === 0 ? t('stats.table.noSale') : money(m.medianPrice)), num: true },
            { header: t('stats.table.mean'), cell: (m) => money(m.meanPrice), num: true },
            { header: t('stats.table.perSqFt'), cell: (m) => (m.medianPricePerSqFt === null ? '–' : formatMoney(m.medianPricePerSqFt, lang, true)), num: true },
            { header: t('stats.table.change'), cell: (m) => (m.change12Months === null ? '–' : formatChange(m.change12Months, lang)), num: true },
          ]}
        />
      </div>
    </>
  );
}

export function SalesTrends() {
  const t = useStatisticsT();
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const data = useSalesStatistics(params);
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
      <SalesForm key={search.toString()} current={params} onShow={show} />
      <LoadStatus data={data} />
      {data.state === 'ready' && <SalesFigures params={params} months={data.data} />}
    </section>
  );
}
