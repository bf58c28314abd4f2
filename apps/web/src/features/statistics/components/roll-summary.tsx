import { useSearchParams } from 'react-router';
import type { RollStatistics, ValueTotals } from '@county/shared/statistics';
import { LoadStatus } from '../../../components/load-status.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { rollCsvPath, useRollStatistics } from '../api/get-statistics.ts';
import { useStatisticsT, type StatisticsKey } from '../messages.ts';
import { formatChange, formatCount } from './format.ts';

const TOTALS: (keyof ValueTotals)[] = ['just', 'schoolAssessed', 'nonschoolAssessed', 'schoolExempt', 'nonschoolExempt', 'schoolTaxable', 'nonschoolTaxable'];

function Tables({ s }: { s: RollStatistics }) {
  const t = useStatisticsT();
  const lang = useLang();
  // The codes' catalog is one the page waits for (its translator suspends until it is loaded), so
  // the server's Spanish and the browser's first render agree: an exemption never switches language.
  const describe = useCodeDescription();
  const year = String(s.year);
  const money = (v: number) => formatMoney(v, lang);
  const count = (v: number) => formatCount(v, lang);
  const totals = [{ key: 'parcels' as const, value: count(s.parcels) }, ...TOTALS.map((key) => ({ key, value: money(s.totals[key]) }))];
  const change = (key: 'parcels' | keyof ValueTotals) => {
    const value = s.change ? s.change[key] : null;
    return value === null ? '–' : formatChange(value, lang);
  };
  const other = [
    { key: 'stats.roll.homesteads' as const, value: count(s.homesteads) },
    { key: 'stats.roll.newBuildings' as const, value: count(s.newConstruction.buildings) },
    { key: 'stats.roll.newValue' as const, value: money(s.newConstruction.value) },
    { key: 'stats.roll.sohParcels' as const, value: count(s.caps.sohParcels) },
    { key: 'stats.roll.sohSavings' as const, value: money(s.caps.sohSavings) },
    { key: 'stats.roll.tenParcels' as const, value: count(s.caps.tenPctParcels) },
    { key: 'stats.roll.tenSavings' as const, value: money(s.caps.tenPctSavings) },
    { key: 'stats.roll.tangibleAccounts' as const, value: count(s.tangible.accounts) },
    { key: 'stats.roll.tangibleJust' as const, value: money(s.tangible.just) },
    { key: 'stats.roll.tangibleTaxable' as const, value: money(s.tangible.taxable) },
  ];
  return (
    <div className="stats-tables">
      <DataTable
        id="roll-totals"
        caption={t('stats.roll.totals', { year })}
        rows={totals}
        rowKey={(r) => r.key}
        empty=""
        columns={[
          { header: t('stats.roll.measure'), cell: (r) => t(`stats.roll.${r.key}` as StatisticsKey) },
          { header: t('stats.roll.value'), cell: (r) => r.value, num: true },
          { header: t('stats.roll.change'), cell: (r) => change(r.key), num: true },
        ]}
      />
      <DataTable
        id="roll-use"
        caption={t('stats.roll.byUse', { year })}
        rows={s.useClasses}
        rowKey={(r) => r.useClass}
        empty=""
        columns={[
          { header: t('stats.roll.useClass'), cell: (r) => t(`stats.use.${r.useClass}` as StatisticsKey) },
          { header: t('stats.roll.parcels'), cell: (r) => count(r.parcels), num: true },
          { header: t('stats.roll.just'), cell: (r) => money(r.just), num: true },
          { header: t('stats.roll.nonschoolTaxable'), cell: (r) => money(r.nonschoolTaxable), num: true },
        ]}
      />
      <p className="hint">{t('stats.roll.authoritiesNote')}</p>
      <DataTable
        id="roll-authorities"
        caption={t('stats.roll.authorities', { year })}
        rows={s.authorities}
        rowKey={(r) => r.code}
        empty=""
        columns={[
          { header: t('stats.roll.authority'), cell: (r) => r.name },
          { header: t('stats.roll.parcels'), cell: (r) => count(r.parcels), num: true },
          { header: t('stats.roll.just'), cell: (r) => money(r.just), num: true },
          { header: t('stats.roll.assessed'), cell: (r) => money(r.assessed), num: true },
          { header: t('stats.roll.exempt'), cell: (r) => money(r.exempt), num: true },
          { header: t('stats.roll.taxable'), cell: (r) => money(r.taxable), num: true },
        ]}
      />
      <DataTable
        id="roll-exemptions"
        caption={t('stats.roll.exemptions', { year })}
        rows={s.exemptions}
        rowKey={(r) => r.code}
        empty=""
        columns={[
          { header: t('stats.roll.exemption'), cell: (r) => `${r.code} ${describe(r.description)}` },
          { header: t('stats.roll.count'), cell: (r) => count(r.count), num: true },
          { header: t('stats.roll.schoolAmount'), cell: (r) => money(r.schoolAmount), num: true },
          { header: t('stats.roll.nonschoolAmount'), cell: (r) => money(r.nonschoolAmount), num: true },
        ]}
      />
      <DataTable
        id="roll-other"
        caption={t('stats.roll.other', { year })}
        rows={other}
        rowKey={(r) => r.key}
        empty=""
        columns={[
          { header: t('stats.roll.measure'), cell: (r) => t(r.key, { year: String(s.year - 1) }) },
          { header: t('stats.roll.value'), cell: (r) => r.value, num: true },
        ]}
      />
    </div>
  );
}

export function RollSummary() {
  const t = useStatisticsT();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('year'));
  const data = useRollStatistics(Number.isInteger(asked) && asked > 0 ? asked : undefined);
  const choose = (year: string) => {
    const query = new URLSearchParams(search);
    query.set('year', year);
    setSearch(query, { preventScrollReset: true });
  };
  return (
    <section aria-labelledby="roll-summary-heading">
      <h2 id="roll-summary-heading">{t('stats.roll.heading')}</h2>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <>
          <div className="stats-roll-tools">
            <label htmlFor="roll-year">
              {t('stats.roll.year')}{' '}
              <select id="roll-year" value={data.data.year} onChange={(e) => choose(e.target.value)}>
                {data.data.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
            <a className="button secondary" href={rollCsvPath(data.data.year)} download>
              {t('stats.roll.csv', { year: String(data.data.year) })}
            </a>
          </div>
          <Tables s={data.data} />
        </>
      )}
    </section>
  );
}
