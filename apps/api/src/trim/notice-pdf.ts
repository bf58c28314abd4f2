import type { Lang } from '@county/shared';
import { CONFIDENTIAL_OWNER, CONFIDENTIAL_OWNER_STORED, ownerInLang } from '@county/shared/confidential';
import { taxShares } from '@county/shared/tax-shares';
import type { TrimNotice, TrimRateTax } from '@county/shared/trim';
import { PdfWriter } from '../pdf/writer.ts';
import { codeText } from '../pdf/code-text.ts';
import { formatters } from '../pdf/format.ts';
import { DOCUMENT_WORDS } from './words.ts';

// The TRIM notice as a printable PDF, in the order of DR-474: who and what, the values, the taxes
// by authority in three columns (four once rates are adopted), the hearings, the non-ad valorem
// assessments and totals, where the taxes go, and how to disagree.

export interface NoticePdfContext {
  office: string;
  pageUrl: string;
  appealsUrl: string;
}

export function noticePdf(notice: TrimNotice, lang: Lang, context: NoticePdfContext): Buffer {
  const w = DOCUMENT_WORDS[lang];
  const f = formatters(lang);
  const pdf = new PdfWriter({
    title: `${w.noticeTitle(notice.taxYear)} · ${notice.displayParcelId}`,
    lang,
    // The notice is dated by the roll it reads: the same roll gives the same file.
    date: new Date(`${notice.dataAsOf ?? `${notice.taxYear}-01-01`}T00:00:00Z`),
    footer: w.footer(context.office, notice.displayParcelId),
  });
  pdf.paragraph(context.office, { bold: true }).heading(w.noticeTitle(notice.taxYear), 1).paragraph(w.noticeSubtitle);

  pdf.table(
    [{ header: '', width: 150 }, { header: '' }],
    [
      [w.owner, ownerInLang(notice.owners.join('; ') || notice.ownerName, lang)],
      // A confidential parcel's mailing address is gone from the roll (decision 14): the row says why.
      [w.mailing, notice.mailingAddress.join(', ') || (notice.ownerName === CONFIDENTIAL_OWNER_STORED ? CONFIDENTIAL_OWNER[lang] : '')],
      [w.parcel, notice.displayParcelId],
      [w.situs, notice.situsAddress ?? ''],
      [w.legal, notice.legalDescription ?? ''],
    ],
  );

  const { prior, current } = notice.values;
  const money = (n: number | undefined) => (n === undefined ? '' : f.dollars(n));
  pdf.heading(w.values);
  pdf.table(
    [
      { header: w.valueItem },
      { header: prior ? w.priorYear(prior.taxYear) : '', width: 110, align: 'right' },
      { header: w.thisYear(current.taxYear), width: 110, align: 'right' },
    ],
    [
      [w.market, money(prior?.marketValue), money(current.marketValue)],
      [w.assessedSchool, money(prior?.schoolAssessed), money(current.schoolAssessed)],
      [w.assessedOther, money(prior?.nonSchoolAssessed), money(current.nonSchoolAssessed)],
      [w.exemptSchool, money(prior?.schoolExempt), money(current.schoolExempt)],
      [w.exemptOther, money(prior?.nonSchoolExempt), money(current.nonSchoolExempt)],
      [w.taxableSchool, money(prior?.schoolTaxable), money(current.schoolTaxable)],
      [w.taxableOther, money(prior?.nonSchoolTaxable), money(current.nonSchoolTaxable)],
      [`${w.reductions}: ${w.soh}`, money(prior?.sohSavings), money(current.sohSavings)],
      [`${w.reductions}: ${w.tenPct}`, money(prior?.tenPctSavings), money(current.tenPctSavings)],
      [`${w.reductions}: ${w.classified}`, money(prior?.agSavings), money(current.agSavings)],
    ],
  );
  pdf.heading(w.exemptionsHeading, 3);
  if (current.exemptions.length === 0) pdf.paragraph(w.noExemptions);
  else
    pdf.table(
      [{ header: w.exemption }, { header: w.exemptSchool, width: 110, align: 'right' }, { header: w.exemptOther, width: 110, align: 'right' }],
      current.exemptions.map((e) => [`${codeText(e.description, lang)} (${e.code})`, f.dollars(e.schoolAmount), f.dollars(e.nonSchoolAmount)]),
    );

  const cell = (r: TrimRateTax | null) => (r ? `${f.cents(r.taxes)}\n${f.mills(r.millage)} ${w.millsShort}` : w.notLevied);
  const adopted = notice.adValoremTotals.adopted !== null;
  const columns = [
    { header: w.authority },
    { header: w.lastYearTaxes, width: 88, align: 'right' as const },
    { header: w.proposedTaxes, width: 88, align: 'right' as const },
    { header: w.rolledBackTaxes, width: 88, align: 'right' as const },
    ...(adopted ? [{ header: w.adoptedTaxes, width: 80, align: 'right' as const }] : []),
  ];
  const totalRow = (label: string, t: TrimNotice['adValoremTotals']) => [
    label,
    f.cents(t.prior),
    f.cents(t.proposed),
    f.cents(t.rolledBack),
    ...(adopted ? [f.cents(t.adopted ?? 0)] : []),
  ];
  pdf.heading(w.taxesHeading).paragraph(w.taxesIntro);
  pdf.table(
    columns,
    [
      ...notice.authorities.map((a) => [a.name, cell(a.prior), cell(a.proposed), cell(a.rolledBack), ...(adopted ? [cell(a.adopted)] : [])]),
      totalRow(w.totalAdValorem, notice.adValoremTotals),
    ],
    { boldLast: true },
  );

  pdf.heading(w.hearingsHeading).paragraph(w.hearingsIntro);
  pdf.table(
    [{ header: w.authority }, { header: w.when, width: 130 }, { header: w.where, width: 170 }],
    notice.authorities.map((a) => [a.name, a.hearing ? `${f.date(a.hearing.date)}, ${a.hearing.time}` : w.notAnnounced, a.hearing?.place ?? '']),
  );

  pdf.heading(w.nonAdValoremHeading);
  if (notice.nonAdValorem.length === 0) pdf.paragraph(w.noNonAdValorem);
  else
    pdf.table(
      [{ header: w.levyingAuthority }, { header: w.assessment }, { header: w.amount, width: 90, align: 'right' }],
      notice.nonAdValorem.map((n) => [n.levyingAuthority, n.description, f.cents(n.amount)]),
    );
  pdf.table(
    columns.map((c, i) => ({ ...c, header: i === 0 ? w.column : c.header })),
    [totalRow(w.grandTotal, notice.grandTotals)],
    { boldLast: true },
  );

  const basis = adopted ? w.adoptedTaxes : w.proposedTaxes;
  const shares = taxShares([
    ...notice.authorities.map((a) => ({ label: a.name, amount: (adopted ? a.adopted : a.proposed)?.taxes ?? 0 })),
    ...notice.nonAdValorem.map((n) => ({ label: n.description, amount: n.amount })),
  ]);
  if (shares.length > 0) {
    pdf.heading(w.sharesHeading).paragraph(w.sharesIntro(basis));
    pdf.table(
      [{ header: w.authority }, { header: w.amount, width: 90, align: 'right' }, { header: w.share, width: 70, align: 'right' }],
      shares.map((s) => [s.label, f.cents(s.amount), `${s.percent.toFixed(1)}%`]),
    );
    pdf.bars(shares);
  }

  pdf.heading(w.disagreeHeading).paragraph(w.disagreeTalk);
  pdf.paragraph(notice.petitionDeadline ? w.disagreeVab(f.date(notice.petitionDeadline)) : w.disagreeVabNoDate);
  pdf.paragraph(`${w.appeals}: ${context.appealsUrl}`);
  pdf.paragraph(
    [notice.mailingDate ? w.mailed(f.date(notice.mailingDate)) : '', notice.dataAsOf ? w.dataAsOf(f.date(notice.dataAsOf)) : '', w.onlineAt(context.pageUrl)]
      .filter(Boolean)
      .join(' '),
    { size: 8.5 },
  );
  return pdf.finish();
}
