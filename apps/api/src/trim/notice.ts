import type { PrcCertifiedTax, PrcExemption, PrcValue } from '@county/shared/cards';
import type { TrimAuthorityLine, TrimNotice, TrimRateTax, TrimYearValues } from '@county/shared/trim';
import { exemptions, generalInfo, propertyValues } from '../cards/parcel.ts';
import { rollFacts } from '../cards/roll.ts';
import { certifiedTaxes, nonAdValorem, parcelCertifiedTaxes, type Levy, type YearValues } from '../cards/taxes.ts';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { petitionDeadline, trimSchedule } from './schedule.ts';

// One parcel's TRIM notice for one year (s. 200.069, F.S.; form DR-474). Every figure comes from
// the functions the property card uses: the owner and mailing address from generalInfo (so what
// the card hides, the notice hides), values and exemptions from the card's readers, and each
// column of taxes from cards/taxes.ts, applied to last year's adopted rates, this year's proposed
// and rolled-back rates (millage_proposals), and this year's adopted rates once there are some.

const cents = (amount: number) => Math.round(amount * 100) / 100;

function yearValues(v: PrcValue, list: PrcExemption[]): TrimYearValues {
  return {
    taxYear: v.taxYear,
    marketValue: v.marketValue,
    schoolAssessed: v.schoolAssessedValue,
    nonSchoolAssessed: v.nonSchoolAssessedValue,
    schoolExempt: v.schoolExemptValue,
    nonSchoolExempt: v.nonSchoolExemptValue,
    schoolTaxable: v.schoolTaxableValue,
    nonSchoolTaxable: v.nonSchoolTaxableValue,
    sohSavings: v.sohCapSavings,
    tenPctSavings: v.tenPctCapSavings,
    agSavings: v.agClassSavings,
    exemptions: list
      .filter((e) => e.taxYear === v.taxYear)
      .map((e) => ({ code: e.exemptionCode, description: e.description, schoolAmount: e.schoolAmount, nonSchoolAmount: e.nonSchoolAmount })),
  };
}

function taxInputs(v: PrcValue): YearValues {
  return {
    homestead: v.isHomestead === 'True' ? 1 : 0,
    school_assessed: v.schoolAssessedValue,
    nonschool_assessed: v.nonSchoolAssessedValue,
    school_exempt: v.schoolExemptValue,
    nonschool_exempt: v.nonSchoolExemptValue,
    school_taxable: v.schoolTaxableValue,
    nonschool_taxable: v.nonSchoolTaxableValue,
  };
}

/** The levies of a jurisdiction with one of this year's proposal rates in place of the adopted one. */
async function proposalLevies(database: Database, jurisdiction: string, year: number, rate: 'proposed' | 'rolled_back'): Promise<Levy[]> {
  return database.db
    .selectFrom('levies as l')
    .innerJoin('taxing_authorities as a', 'a.code', 'l.authority_code')
    .innerJoin('millage_proposals as m', (join) => join.onRef('m.authority_code', '=', 'l.authority_code').on('m.tax_year', '=', year))
    .select(['a.code', 'a.name', 'a.kind', 'a.school', `m.${rate} as millage`])
    .where('l.jurisdiction_code', '=', jurisdiction)
    .orderBy('a.school', 'desc')
    .orderBy('a.code')
    .execute();
}

const byCode = (rows: PrcCertifiedTax[]) => new Map(rows.map((t) => [t.authorityCode, t]));
const rateTax = (row: PrcCertifiedTax | undefined): TrimRateTax | null => (row ? { millage: row.millage, taxes: row.taxAmount } : null);
const sum = (lines: TrimAuthorityLine[], pick: (l: TrimAuthorityLine) => TrimRateTax | null) =>
  cents(lines.reduce((total, l) => total + (pick(l)?.taxes ?? 0), 0));

export interface NoticeOptions {
  contentDir: string;
  /** Who levies each non-ad valorem assessment, by levy code (the county's configuration). */
  levyingAuthorities: Readonly<Record<string, string>>;
}

/** The notice, or NotFoundError naming the years there are when the parcel has no values for the year. */
export async function trimNotice(database: Database, pid: string, year: number | null, options: NoticeOptions): Promise<TrimNotice> {
  const [info, allValues, allExemptions, facts] = await Promise.all([
    generalInfo(database, pid),
    propertyValues(database, pid, null, true),
    exemptions(database, pid, null, true),
    rollFacts(database),
  ]);
  const years = allValues.map((v) => v.taxYear);
  const taxYear = year ?? facts.currentYear ?? years[0] ?? new Date().getFullYear();
  const current = allValues.find((v) => v.taxYear === taxYear);
  if (!current) {
    const there = years.length > 0 ? `the years there are: ${[...years].sort().join(', ')}` : 'the parcel has no values on the roll yet';
    throw new NotFoundError(`Parcel ${info.displayParcelId} has no values for ${taxYear}; ${there}.`, 'year');
  }
  const prior = allValues.find((v) => v.taxYear === taxYear - 1) ?? null;
  const isCertified = facts.certifiedYear !== null && taxYear <= facts.certifiedYear;
  const inputs = taxInputs(current);
  const [priorTaxes, proposedLevies, rolledBackLevies, adoptedTaxes, assessments, priorAssessments] = await Promise.all([
    prior ? parcelCertifiedTaxes(database, pid, prior.taxYear) : Promise.resolve([]),
    proposalLevies(database, info.cityCode, taxYear, 'proposed'),
    proposalLevies(database, info.cityCode, taxYear, 'rolled_back'),
    isCertified ? parcelCertifiedTaxes(database, pid, taxYear) : Promise.resolve([]),
    nonAdValorem(database, pid, taxYear, options.levyingAuthorities),
    prior ? nonAdValorem(database, pid, prior.taxYear, options.levyingAuthorities) : Promise.resolve([]),
  ]);
  const columns = {
    prior: byCode(priorTaxes),
    proposed: byCode(certifiedTaxes(pid, taxYear, inputs, proposedLevies)),
    rolledBack: byCode(certifiedTaxes(pid, taxYear, inputs, rolledBackLevies)),
    adopted: byCode(adoptedTaxes),
  };
  // This year's authorities first, in the card's order; one that levied only last year after them.
  const order = [...columns.proposed.values(), ...columns.adopted.values(), ...columns.prior.values()];
  const schedule = trimSchedule(options.contentDir, taxYear);
  const seen = new Set<string>();
  const authorities: TrimAuthorityLine[] = [];
  for (const row of order) {
    if (seen.has(row.authorityCode)) continue;
    seen.add(row.authorityCode);
    const code = row.authorityCode;
    authorities.push({
      code,
      name: row.taxingAuthority,
      school: row.isSchool === 'True',
      prior: rateTax(columns.prior.get(code)),
      proposed: rateTax(columns.proposed.get(code)),
      rolledBack: rateTax(columns.rolledBack.get(code)),
      adopted: isCertified ? rateTax(columns.adopted.get(code)) : null,
      hearing: schedule.hearings.get(code) ?? null,
    });
  }
  const adValorem = {
    prior: sum(authorities, (l) => l.prior),
    proposed: sum(authorities, (l) => l.proposed),
    rolledBack: sum(authorities, (l) => l.rolledBack),
    adopted: isCertified && adoptedTaxes.length > 0 ? sum(authorities, (l) => l.adopted) : null,
  };
  const nonAdValoremTotal = cents(assessments.reduce((total, n) => total + n.amount, 0));
  const plus = (amount: number) => cents(amount + nonAdValoremTotal);
  const priorNonAdValorem = priorAssessments.reduce((total, n) => total + n.amount, 0);
  return {
    parcelId: info.parcelId,
    displayParcelId: info.displayParcelId,
    taxYear,
    isCertified,
    ownerName: info.ownerName,
    owners: info.owners,
    mailingAddress: mailingLines(info),
    situsAddress:
      [info.propertyAddress, [info.propertyCity, info.propertyState, info.propertyZip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
    legalDescription: info.legalDescription,
    values: { prior: prior ? yearValues(prior, allExemptions) : null, current: yearValues(current, allExemptions) },
    authorities,
    adValoremTotals: adValorem,
    nonAdValorem: assessments.map((n) => ({ code: n.levyCode, description: n.description, levyingAuthority: n.levyingAuthority, amount: n.amount })),
    nonAdValoremTotal,
    grandTotals: {
      prior: cents(adValorem.prior + priorNonAdValorem),
      proposed: plus(adValorem.proposed),
      rolledBack: plus(adValorem.rolledBack),
      adopted: adValorem.adopted === null ? null : plus(adValorem.adopted),
    },
    mailingDate: schedule.mailingDate,
    petitionDeadline: petitionDeadline(schedule.mailingDate),
    dataAsOf: facts.refreshDate,
    years,
  };
}

/** The card's mailing address as the lines of an envelope. */
function mailingLines(info: Awaited<ReturnType<typeof generalInfo>>): string[] {
  const cityLine = [info.mailCity, [info.mailState, info.mailZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [info.mailAddress, cityLine, info.mailCountry && info.mailCountry !== 'US' && info.mailCountry !== 'USA' ? info.mailCountry : null].filter(
    (line): line is string => Boolean(line),
  );
}
