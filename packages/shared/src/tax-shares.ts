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

/** Parts with a positive amount, largest first, each with its share of their sum. */
export function taxShares(parts: readonly TaxPart[]): TaxShare[] {
  const positive = parts.filter((p) => p.amount > 0);
  const total = positive.reduce((sum, p) => sum + p.amount, 0);
  if (total <= 0) return [];
  return positive
    .map((p) => ({ ...p, share: p.amount / total, percent: Math.round((p.amount / total) * 1000) / 10 }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
}
