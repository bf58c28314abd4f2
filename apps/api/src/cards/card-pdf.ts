import type { Lang } from '@county/shared';
import { CONFIDENTIAL_OWNER, ownerInLang } from '@county/shared/confidential';
import { taxShares } from '@county/shared/tax-shares';
import type { Database } from '../db/database.ts';
import { codeText } from '../pdf/code-text.ts';
import { formatters } from '../pdf/format.ts';
import { PdfWriter } from '../pdf/writer.ts';
import { CARD_WORDS } from './card-pdf-words.ts';
import { exemptions, generalInfo, propertyValues, sales, stats } from './parcel.ts';
import { rollFacts } from './roll.ts';
import { nonAdValorem, parcelCertifiedTaxes, totalTaxes } from './taxes.ts';

// The property card as a print-ready PDF: the office's header, the print date and how current the
// data is, the card's sections from the same readers as the web card (so the owner and mailing
// address are what the card shows, masked where the card masks them), the disclaimer and the page's
// address. The print date is a day, not a moment, so a card printed twice in a day is one file.

export interface CardPdfContext {
  office: string;
  officeAddress: string;
  pageUrl: string;
  /** YYYY-MM-DD, the office's day of printing. */
  printDate: string;
  /** Who levies each non-ad valorem assessment, by levy code (the county's configuration). */
  levyingAuthorities: Readonly<Record<string, string>>;
}

/** Everything the card's PDF prints from the roll, read as the web card reads it. */
export async function cardPdfData(database: Database, pid: string, levyingAuthorities: Readonly<Record<string, string>>) {
  const [info, facts, values, exemptionRows, saleRows, parcelStats] = await Promise.all([
    generalInfo(database, pid),
    rollFacts(database),
    propertyValues(database, pid, null, true),
    exemptions(database, pid, null, true),
    sales(database, pid),
    stats(database, pid),
  ]);
  const year = facts.currentYear;
  const [taxes, assessments, total] = await Promise.all([
    parcelCertifiedTaxes(database, pid, year),
    nonAdValorem(database, pid, year, levyingAuthorities),
    totalTaxes(database, pid, year),
  ]);
  return { info, facts, values, exemptionRows, saleRows, parcelStats, taxes, assessments, total };
}
export type CardPdfData = Awaited<ReturnType<typeof cardPdfData>>;

/** The PDF of what `cardPdfData` read: the same data, language and context give the same bytes. */
export function renderCardPdf(data: CardPdfData, lang: Lang, context: CardPdfContext): Buffer {
  const { info, facts, values, exemptionRows, saleRows, parcelStats, taxes, assessments, total } = data;
  const year = facts.currentYear;
  const w = CARD_WORDS[lang];
  const f = formatters(lang);
  const pdf = new PdfWriter({
    title: `${w.title} · ${info.displayParcelId}`,
    lang,
    date: new Date(`${context.printDate}T00:00:00Z`),
    footer: w.footer(context.office, info.displayParcelId),
  });
  pdf.paragraph(`${context.office}\n${context.officeAddress}`, { bold: true });
  pdf.paragraph([w.printed(f.date(context.printDate)), facts.refreshDate ? w.dataAsOf(f.date(facts.refreshDate)) : ''].filter(Boolean).join(' · '), {
    size: 8.5,
  });
  pdf.heading(`${w.title}: ${info.displayParcelId}`, 1);
  // Addresses as an envelope writes them on one line: street, city, state and ZIP. A confidential
  // parcel's mailing address is gone from the roll (decision 14): the row says why, as the owner's does.
  const cityLine = (city: string | null, state: string | null, zip: string | null) => [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const mailing =
    [info.mailAddress, cityLine(info.mailCity, info.mailState, info.mailZip)].filter(Boolean).join(', ') || (info.confidential ? CONFIDENTIAL_OWNER[lang] : '');
  const situs = [info.propertyAddress, cityLine(info.propertyCity, info.propertyState, info.propertyZip)].filter(Boolean).join(', ');
  pdf.table(
    [{ header: '', width: 150 }, { header: '' }],
    [
      [w.owner, ownerInLang(info.owners.join('; ') || info.ownerName, lang)],
      [w.mailing, mailing],
      [w.situs, situs],
      [w.use, `${info.dorCode} ${codeText(info.dorDescription, lang)}`],
      [w.jurisdiction, info.cityDescription],
      [w.legal, info.legalDescription ?? ''],
      [w.homestead, info.isHomestead === 'True' ? w.yes : w.no],
    ],
  );
  pdf.heading(w.facts);
  pdf.table(
    [
      { header: w.acreage, align: 'right' },
      { header: w.livingArea, align: 'right' },
      { header: w.yearBuilt, align: 'right' },
      { header: w.bedsBaths, align: 'right' },
    ],
    [
      [
        f.count(parcelStats.acreage),
        f.count(parcelStats.livingArea),
        String(parcelStats.yearBuilt ?? ''),
        `${f.count(parcelStats.bedrooms)} / ${f.count(parcelStats.baths)}`,
      ],
    ],
  );

  pdf.heading(w.values);
  const shown = (certified: boolean, n: number) => (certified ? f.dollars(n) : w.notCertified);
  pdf.table(
    [
      { header: w.year, width: 50 },
      { header: w.market, align: 'right' },
      { header: w.assessed, align: 'right' },
      { header: w.exempt, align: 'right' },
      { header: w.taxable, align: 'right' },
    ],
    values.map((v) => [
      String(v.taxYear),
      f.dollars(v.marketValue),
      shown(v.isCertified, v.nonSchoolAssessedValue),
      shown(v.isCertified, v.nonSchoolExemptValue),
      shown(v.isCertified, v.nonSchoolTaxableValue),
    ]),
  );
  pdf.heading(w.exemptions, 3);
  const thisYear = exemptionRows.filter((e) => e.taxYear === year);
  if (thisYear.length === 0) pdf.paragraph(w.noExemptions);
  else
    pdf.table(
      [{ header: w.exemption }, { header: w.school, width: 100, align: 'right' }, { header: w.nonSchool, width: 100, align: 'right' }],
      thisYear.map((e) => [`${codeText(e.description, lang)} (${e.exemptionCode})`, f.dollars(e.schoolAmount), f.dollars(e.nonSchoolAmount)]),
    );

  pdf.heading(w.taxes(total.taxYear || (year ?? 0)));
  if (taxes.length === 0 && assessments.length === 0) pdf.paragraph(w.noTaxes);
  else {
    pdf.table(
      [
        { header: w.authority },
        { header: w.millage, width: 60, align: 'right' },
        { header: w.taxableValue, width: 90, align: 'right' },
        { header: w.tax, width: 80, align: 'right' },
      ],
      [
        ...taxes.map((t) => [t.taxingAuthority, f.mills(t.millage), f.dollars(t.taxableValue), f.cents(t.taxAmount)]),
        [w.totalAdValorem, f.mills(total.totalMillage), '', f.cents(total.adValoremTaxes)],
      ],
      { boldLast: true },
    );
    if (assessments.length > 0)
      pdf.table(
        [{ header: w.nonAdValorem }, { header: w.amount, width: 80, align: 'right' }],
        assessments.map((n) => [n.description, f.cents(n.amount)]),
      );
    pdf.paragraph(`${w.total}: ${f.cents(total.totalTaxes)}`, { bold: true });
    const shares = taxShares([
      ...taxes.map((t) => ({ label: t.taxingAuthority, amount: t.taxAmount })),
      ...assessments.map((n) => ({ label: n.description, amount: n.amount })),
    ]);
    pdf.heading(w.shares, 3).paragraph(w.sharesIntro);
    pdf.table(
      [{ header: w.authority }, { header: w.amount, width: 80, align: 'right' }, { header: w.share, width: 60, align: 'right' }],
      shares.map((s) => [s.label, f.cents(s.amount), `${s.percent.toFixed(1)}%`]),
    );
    pdf.bars(shares);
  }

  pdf.heading(w.sales);
  if (saleRows.length === 0) pdf.paragraph(w.noSales);
  else
    pdf.table(
      [{ header: w.date, width: 80 }, { header: w.price, width: 90, align: 'right' }, { header: w.instrument, width: 90 }, { header: w.deed }],
      saleRows.slice(0, 10).map((s) => [f.date(s.saleDate), f.dollars(s.salePrice), s.instNum ?? '', codeText(s.deedDescription, lang)]),
    );
  pdf.paragraph(w.disclaimer(context.office), { size: 8.5 });
  pdf.paragraph(w.online(context.pageUrl), { size: 8.5 });
  return pdf.finish();
}
