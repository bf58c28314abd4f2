import { Link } from 'react-router';
import { ownerInLang } from '@county/shared/confidential';
import type { TrimNotice, TrimRateTax } from '@county/shared/trim';
import { DataTable } from '../../../components/data-table.tsx';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { useTrimT, type TrimKey } from '../messages.ts';
import { formatDay } from './format.ts';

// The parts of the notice, in the order of form DR-474.

interface NoticeProps {
  notice: TrimNotice;
}

export function NoticeHeader({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  return (
    <dl className="notice-facts">
      <dt>{t('trim.owner')}</dt>
      <dd>{ownerInLang(notice.owners.join('; ') || notice.ownerName, lang)}</dd>
      <dt>{t('trim.mailing')}</dt>
      <dd>{notice.mailingAddress.join(', ')}</dd>
      <dt>{t('trim.parcel')}</dt>
      <dd>{notice.displayParcelId}</dd>
      <dt>{t('trim.situs')}</dt>
      <dd>{notice.situsAddress}</dd>
      <dt>{t('trim.legal')}</dt>
      <dd>{notice.legalDescription}</dd>
    </dl>
  );
}

const VALUE_ROWS: [TrimKey, keyof TrimNotice['values']['current']][] = [
  ['trim.values.market', 'marketValue'],
  ['trim.values.assessedSchool', 'schoolAssessed'],
  ['trim.values.assessedOther', 'nonSchoolAssessed'],
  ['trim.values.exemptSchool', 'schoolExempt'],
  ['trim.values.exemptOther', 'nonSchoolExempt'],
  ['trim.values.taxableSchool', 'schoolTaxable'],
  ['trim.values.taxableOther', 'nonSchoolTaxable'],
  ['trim.values.soh', 'sohSavings'],
  ['trim.values.tenPct', 'tenPctSavings'],
  ['trim.values.classified', 'agSavings'],
];

export function ValuesSection({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  const codeText = useCodeDescription();
  const { prior, current } = notice.values;
  const dollars = (n: unknown) => (typeof n === 'number' ? formatMoney(n, lang) : '');
  return (
    <section aria-labelledby="trim-values" className="card-section">
      <h2 id="trim-values">{t('trim.values.heading')}</h2>
      <DataTable
        id="trim-values-table"
        caption={t('trim.values.caption')}
        rows={VALUE_ROWS}
        rowKey={([key]) => key}
        empty=""
        columns={[
          { header: t('trim.values.item'), cell: ([key]) => t(key) },
          ...(prior
            ? [
                {
                  header: t('trim.values.prior', { year: String(prior.taxYear) }),
                  cell: ([, field]: (typeof VALUE_ROWS)[number]) => dollars(prior[field]),
                  num: true,
                },
              ]
            : []),
          { header: t('trim.values.current', { year: String(current.taxYear) }), cell: ([, field]) => dollars(current[field]), num: true },
        ]}
      />
      <DataTable
        id="trim-exemptions-table"
        caption={t('trim.exemptions.caption')}
        rows={current.exemptions}
        rowKey={(e) => e.code}
        empty={t('trim.exemptions.none')}
        columns={[
          { header: t('trim.exemptions.name'), cell: (e) => `${codeText(e.description)} (${e.code})` },
          { header: t('trim.exemptions.school'), cell: (e) => formatMoney(e.schoolAmount, lang), num: true },
          { header: t('trim.exemptions.other'), cell: (e) => formatMoney(e.nonSchoolAmount, lang), num: true },
        ]}
      />
    </section>
  );
}

function RateTax({ value }: { value: TrimRateTax | null }) {
  const t = useTrimT();
  const lang = useLang();
  if (!value) return <>{t('trim.taxes.none')}</>;
  // One element, so a phone's stacked row keeps the rate under its amount, beside the label.
  return (
    <span className="rate-tax">
      {formatMoney(value.taxes, lang, true)}
      <span className="rate">{t('trim.taxes.mills', { mills: value.millage.toFixed(4) })}</span>
    </span>
  );
}

type Line = TrimNotice['authorities'][number];

export function TaxesSection({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  const adopted = notice.adValoremTotals.adopted !== null;
  const columns = [
    { header: t('trim.taxes.authority'), cell: (a: Line) => a.name },
    { header: t('trim.taxes.prior'), cell: (a: Line) => <RateTax value={a.prior} />, num: true },
    { header: t('trim.taxes.proposed'), cell: (a: Line) => <RateTax value={a.proposed} />, num: true },
    { header: t('trim.taxes.rolledBack'), cell: (a: Line) => <RateTax value={a.rolledBack} />, num: true },
    ...(adopted ? [{ header: t('trim.taxes.adopted'), cell: (a: Line) => <RateTax value={a.adopted} />, num: true }] : []),
  ];
  const totals = notice.adValoremTotals;
  const cents = (n: number | null) => (n === null ? '' : formatMoney(n, lang, true));
  return (
    <section aria-labelledby="trim-taxes" className="card-section">
      <h2 id="trim-taxes">{t('trim.taxes.heading')}</h2>
      <p className="hint">{t('trim.taxes.hint')}</p>
      <DataTable
        id="trim-taxes-table"
        caption={t('trim.taxes.caption')}
        rows={notice.authorities}
        rowKey={(a) => a.code}
        empty={t('trim.taxes.empty')}
        columns={columns}
        footer={
          <tfoot>
            <tr>
              <th scope="row">{t('trim.taxes.total')}</th>
              <td className="num" data-label={t('trim.taxes.prior')}>
                {cents(totals.prior)}
              </td>
              <td className="num" data-label={t('trim.taxes.proposed')}>
                {cents(totals.proposed)}
              </td>
              <td className="num" data-label={t('trim.taxes.rolledBack')}>
                {cents(totals.rolledBack)}
              </td>
              {adopted && (
                <td className="num" data-label={t('trim.taxes.adopted')}>
                  {cents(totals.adopted)}
                </td>
              )}
            </tr>
          </tfoot>
        }
      />
    </section>
  );
}

export function HearingsSection({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  return (
    <section aria-labelledby="trim-hearings" className="card-section">
      <h2 id="trim-hearings">{t('trim.hearings.heading')}</h2>
      <p className="hint">{t('trim.hearings.hint')}</p>
      <DataTable
        id="trim-hearings-table"
        caption={t('trim.hearings.caption')}
        rows={notice.authorities}
        rowKey={(a) => a.code}
        empty={t('trim.taxes.empty')}
        columns={[
          { header: t('trim.taxes.authority'), cell: (a) => a.name },
          { header: t('trim.hearings.when'), cell: (a) => (a.hearing ? `${formatDay(a.hearing.date, lang)}, ${a.hearing.time}` : t('trim.hearings.none')) },
          { header: t('trim.hearings.where'), cell: (a) => a.hearing?.place ?? '' },
        ]}
      />
    </section>
  );
}

export function NonAdValoremSection({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  const adopted = notice.grandTotals.adopted !== null;
  const totals = notice.grandTotals;
  const rows: [string, number | null][] = [
    [t('trim.taxes.prior'), totals.prior],
    [t('trim.taxes.proposed'), totals.proposed],
    [t('trim.taxes.rolledBack'), totals.rolledBack],
    ...(adopted ? ([[t('trim.taxes.adopted'), totals.adopted]] as [string, number | null][]) : []),
  ];
  return (
    <section aria-labelledby="trim-non-ad" className="card-section">
      <h2 id="trim-non-ad">{t('trim.nonAd.heading')}</h2>
      <DataTable
        id="trim-non-ad-table"
        caption={t('trim.nonAd.caption')}
        rows={notice.nonAdValorem}
        rowKey={(n) => n.code}
        empty={t('trim.nonAd.none')}
        columns={[
          { header: t('trim.nonAd.authority'), cell: (n) => n.levyingAuthority },
          { header: t('trim.nonAd.assessment'), cell: (n) => n.description },
          { header: t('trim.nonAd.amount'), cell: (n) => formatMoney(n.amount, lang, true), num: true },
        ]}
      />
      <DataTable
        id="trim-grand-table"
        caption={t('trim.grand.caption')}
        rows={rows}
        rowKey={([label]) => label}
        empty=""
        columns={[
          { header: t('trim.grand.column'), cell: ([label]) => label },
          { header: t('trim.grand.total'), cell: ([, amount]) => (amount === null ? '' : formatMoney(amount, lang, true)), num: true },
        ]}
      />
    </section>
  );
}

export function AppealSection({ notice }: NoticeProps) {
  const t = useTrimT();
  const lang = useLang();
  return (
    <section aria-labelledby="trim-appeal" className="card-section">
      <h2 id="trim-appeal">{t('trim.appeal.heading')}</h2>
      <p>{t('trim.appeal.talk')}</p>
      <p>
        {notice.petitionDeadline && notice.mailingDate
          ? t('trim.appeal.deadline', { date: formatDay(notice.petitionDeadline, lang), mailed: formatDay(notice.mailingDate, lang) })
          : t('trim.appeal.noDate')}
      </p>
      <p>
        <Link to="/appeals">{t('trim.appeal.link')}</Link>
      </p>
    </section>
  );
}
