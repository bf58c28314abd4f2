// Florida's figures for the roll (../shared/domain/FACTS.md): Save Our Homes caps by year, the 10%
// non-homestead cap for non-school levies, the homestead exemptions and the tangible exemption and
// penalties. The generator computes with them and the audit checks any roll against them.

/** Save Our Homes cap by tax year (the lesser of 3% and CPI). 2026 is the published CPI figure. */
export const SOH_CAP: Readonly<Record<number, number>> = {
  2019: 0.019,
  2020: 0.023,
  2021: 0.014,
  2022: 0.03,
  2023: 0.03,
  2024: 0.03,
  2025: 0.029,
  2026: 0.027,
};

/** The statutory ceiling of Save Our Homes; years without a published CPI figure are held to it. */
export const SOH_CEILING = 0.03;

export function sohCap(year: number): number {
  return SOH_CAP[year] ?? SOH_CEILING;
}

/** Non-homestead cap on non-school assessed value. */
export const NON_HOMESTEAD_CAP = 0.1;

export const HOMESTEAD_FIRST = 25_000;
/** The second homestead exemption covers assessed value from $50,000 to $75,000, non-school levies only. */
export const HOMESTEAD_SECOND_FLOOR = 50_000;

/** The second exemption's amount by year: $25,000, indexed to inflation from 2025. */
export function homesteadSecondAmount(year: number): number {
  if (year >= 2026) return 26_411;
  if (year === 2025) return 25_722;
  return 25_000;
}

/** First homestead exemption, the same for school and non-school levies. */
export function firstHomestead(assessed: number): number {
  return Math.min(HOMESTEAD_FIRST, assessed);
}

/** Second homestead exemption on non-school assessed value above $50,000 (up to the year's amount). */
export function secondHomestead(nonschoolAssessed: number, year: number): number {
  return Math.max(0, Math.min(homesteadSecondAmount(year), nonschoolAssessed - HOMESTEAD_SECOND_FLOOR));
}

/** Assessed value under a yearly cap: last year's assessed raised by at most the cap, never above just. */
export function capped(previousAssessed: number, just: number, cap: number): number {
  return Math.min(just, Math.floor(previousAssessed * (1 + cap)));
}

/** The Tangible Personal Property exemption per return. */
export const TPP_EXEMPTION = 25_000;

/**
 * The penalty rates a tangible account can carry, in percent as the DR-405 schedule writes them:
 * 5% a month late up to 25%, 15% for unlisted property, 25% for not filing.
 */
export const TPP_PENALTY_RATES: readonly number[] = [0, 5, 10, 15, 20, 25];

/** A price at or under this is nominal consideration (a $10 or $100 deed), never an arm's-length sale. */
export const NOMINAL_PRICE = 100;
