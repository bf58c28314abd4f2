import { taxShares, type TaxPart } from '@county/shared/tax-shares';
import type { Lang } from '@county/shared';
import { formatMoney } from '../i18n/format.ts';
import { DataTable } from './data-table.tsx';

// "Where your taxes go": a table of each part of a bill with its share (the chart's source and what
// a screen reader reads), a sentence that says the largest share in words, and bars drawn beside
// it for the eye. Every bar is labeled with its name and percentage, so nothing depends on color,
// and the bars are hidden from assistive technology, which has the table.

export interface TaxShareLabels {
  heading: string;
  caption: string;
  part: string;
  amount: string;
  share: string;
  /** The text alternative: (largest part, its percentage, number of parts) -> sentence. */
  summary: (largest: string, percent: string, count: number) => string;
  empty: string;
}

interface TaxShareChartProps {
  id: string;
  parts: readonly TaxPart[];
  labels: TaxShareLabels;
  lang: Lang;
  headingLevel?: 2 | 3;
}

const percentText = (value: number, lang: Lang) =>
  `${value.toLocaleString(lang === 'es' ? 'es-US' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

export function TaxShareChart({ id, parts, labels, lang, headingLevel = 3 }: TaxShareChartProps) {
  const shares = taxShares(parts);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const top = shares[0];
  return (
    <section aria-labelledby={`${id}-heading`} className="tax-shares">
      <Heading id={`${id}-heading`}>{labels.heading}</Heading>
      {top ? (
        <>
          <p id={`${id}-summary`}>{labels.summary(top.label, percentText(top.percent, lang), shares.length)}</p>
          <div className="tax-share-bars" aria-hidden="true">
            {shares.map((s) => (
              <div key={s.label} className="tax-share-bar">
                <span className="tax-share-label">{s.label}</span>
                {/* An SVG bar: its width is an attribute, where a style attribute would be refused by
                    the site's Content Security Policy (style-src 'self') in the server's HTML. */}
                <svg className="tax-share-track" viewBox="0 0 100 1" preserveAspectRatio="none" focusable="false">
                  <rect className="tax-share-fill" width={Math.max(0.5, s.share * 100)} height="1" />
                </svg>
                <span className="tax-share-percent">{percentText(s.percent, lang)}</span>
              </div>
            ))}
          </div>
        </>
      ) : null}
      <DataTable
        id={`${id}-table`}
        caption={labels.caption}
        rows={shares}
        rowKey={(s) => s.label}
        empty={labels.empty}
        columns={[
          { header: labels.part, cell: (s) => s.label },
          { header: labels.amount, cell: (s) => formatMoney(s.amount, lang, true), num: true },
          { header: labels.share, cell: (s) => percentText(s.percent, lang), num: true },
        ]}
      />
    </section>
  );
}
