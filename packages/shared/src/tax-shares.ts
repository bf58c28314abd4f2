// "Where your taxes go": each part of a tax bill as a share of the whole, for the chart beside the
// card's taxes table and the TRIM notice's. Plain functions (no schema), so the web app may import
// them at run time.

export interface TaxPart {
  label: string;
  amount: number;
}

export interface TaxShare extends TaxPart {
  /** 0..1 of the bill. */
  share: number;
  /** The share as a percentage with one decimal, the figure people read. */
  percent: number;
}

/**
 * The body that levies a tax: a body with several levies names each "Body - Levy" ("Orange County
 * School Board - Capital Outlay"), and the name before the dash is the body's.
 */
export function levyingBody(label: string): string {
  return label.split(/\s[-–]\s/)[0]!.trim();
}

/**
 * Parts with a positive amount grouped by the body that levies them, largest first, each with its
 * share of their sum. A taxing authority is the body, as DR-474 names them (the school board is one
 * authority with four levies): asked who takes the most of the bill, a reader means the board's
 * levies together, not its largest one (issue 41).
 */
export function taxShares(parts: readonly TaxPart[]): TaxShare[] {
  const bodies = new Map<string, number>();
  for (const p of parts) if (p.amount > 0) bodies.set(levyingBody(p.label), (bodies.get(levyingBody(p.label)) ?? 0) + p.amount);
  const positive = [...bodies].map(([label, amount]) => ({ label, amount: Math.round(amount * 100) / 100 }));
  const total = positive.reduce((sum, p) => sum + p.amount, 0);
  if (total <= 0) return [];
  return positive
    .map((p) => ({ ...p, share: p.amount / total, percent: Math.round((p.amount / total) * 1000) / 10 }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
}
