import {
  ACCOUNT_RULES,
  PARCEL_RULES,
  ownerKind,
  type AccountRecord,
  type ParcelRecord,
  type Rule,
  type RuleContext,
  type Severity,
} from '../roll-rules/index.ts';

// Runs every roll rule over parcels and accounts, wherever they come from (a database, the
// generator's rows, a hand-made fixture), counting violations and keeping a few examples of each.

export const EXAMPLES_KEPT = 5;

export interface RuleResult {
  id: string;
  severity: Severity;
  title: string;
  violations: number;
  /** A few offending parcel ids or account numbers, each with what is wrong. */
  examples: { id: string; problem: string }[];
}

/** Figures that say whether the roll's mix looks like a county's (not rules: no right answer). */
export interface RollMix {
  parcels: number;
  accounts: number;
  residential: number;
  homesteads: number;
  /** Homesteads whose shown owner is a company (a sale after January 1 leaves the seller's homestead). */
  homesteadsShownWithCompany: number;
  commercial: number;
  commercialWithCompany: number;
}

export interface AuditReport {
  rollYear: number;
  mix: RollMix;
  rules: RuleResult[];
  /** Violations of hard rules, which fail the audit. */
  hardViolations: number;
}

function tally<T>(rules: readonly Rule<T>[]): { rule: Rule<T>; result: RuleResult }[] {
  return rules.map((rule) => ({ rule, result: { id: rule.id, severity: rule.severity, title: rule.title, violations: 0, examples: [] } }));
}

function apply<T>(entries: { rule: Rule<T>; result: RuleResult }[], record: T, id: string, context: RuleContext): void {
  for (const { rule, result } of entries) {
    const problem = rule.check(record, context);
    if (problem === null) continue;
    result.violations++;
    if (result.examples.length < EXAMPLES_KEPT) result.examples.push({ id, problem });
  }
}

export async function auditRoll(
  parcels: AsyncIterable<ParcelRecord> | Iterable<ParcelRecord>,
  accounts: AsyncIterable<AccountRecord> | Iterable<AccountRecord>,
  context: RuleContext,
): Promise<AuditReport> {
  const parcelRules = tally(PARCEL_RULES);
  const accountRules = tally(ACCOUNT_RULES);
  const mix: RollMix = { parcels: 0, accounts: 0, residential: 0, homesteads: 0, homesteadsShownWithCompany: 0, commercial: 0, commercialWithCompany: 0 };
  for await (const p of parcels) {
    mix.parcels++;
    const dor = Number(p.useCode.slice(0, 2));
    const company = p.owners.some((name) => ownerKind(name) === 'organization');
    if (dor <= 9) mix.residential++;
    if (dor >= 10 && dor <= 49) {
      mix.commercial++;
      if (company) mix.commercialWithCompany++;
    }
    if (p.homestead) {
      mix.homesteads++;
      if (company) mix.homesteadsShownWithCompany++;
    }
    apply(parcelRules, p, p.parcelId, context);
  }
  for await (const a of accounts) {
    mix.accounts++;
    apply(accountRules, a, a.account, context);
  }
  const rules = [...parcelRules, ...accountRules].map((e) => e.result);
  const hardViolations = rules.filter((r) => r.severity === 'hard').reduce((sum, r) => sum + r.violations, 0);
  return { rollYear: context.rollYear, mix, rules, hardViolations };
}

/** The report with rules checked elsewhere (the parcel shapes, shape-audit.ts) added, hard violations counted again. */
export function withRules(report: AuditReport, more: RuleResult[]): AuditReport {
  const rules = [...report.rules, ...more];
  return { ...report, rules, hardViolations: rules.filter((r) => r.severity === 'hard').reduce((sum, r) => sum + r.violations, 0) };
}

const share = (part: number, whole: number): string => (whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}%`);

/** The report as people read it: each rule with its count and a few examples, then the mix. */
export function formatAudit(report: AuditReport): string {
  const lines = [
    `Roll audit, roll year ${report.rollYear}: ${report.mix.parcels.toLocaleString('en-US')} parcels, ${report.mix.accounts.toLocaleString('en-US')} tangible accounts`,
    '',
  ];
  for (const r of report.rules) {
    lines.push(
      `${r.violations === 0 ? 'ok  ' : r.severity === 'hard' ? 'FAIL' : 'warn'} ${r.severity} ${r.id.padEnd(22)} ${r.violations.toLocaleString('en-US').padStart(9)}  ${r.title}`,
    );
    for (const e of r.examples) lines.push(`       ${e.id}: ${e.problem}`);
  }
  const m = report.mix;
  lines.push(
    '',
    `Mix: ${share(m.homesteads, m.residential)} homesteads per residential parcel; ${share(m.homesteadsShownWithCompany, m.homesteads)} of homesteads show a company owner (bought after January 1); ${share(m.commercialWithCompany, m.commercial)} of commercial and industrial parcels owned by companies.`,
    report.hardViolations === 0
      ? 'No hard rule is broken.'
      : `${report.hardViolations.toLocaleString('en-US')} violations of hard rules: fix them before publishing the roll.`,
  );
  return lines.join('\n');
}
