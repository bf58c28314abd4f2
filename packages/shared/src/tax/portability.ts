// Save Our Homes portability: an owner who leaves a homestead may carry its accumulated benefit
// (just value minus assessed value) to a new homestead, up to $500,000. Buying a home worth at
// least as much (upsizing) moves the whole benefit; buying a cheaper one (downsizing) moves the
// same share of value: new assessed = new just x old assessed / old just.

export const PORTABILITY_CAP = 500_000;

export interface PortabilityInput {
  oldJust: number;
  oldAssessed: number;
  newJust: number;
}

export interface PortabilityResult {
  kind: 'upsizing' | 'downsizing';
  /** The old home's Save Our Homes benefit: old just value minus old assessed value. */
  oldBenefit: number;
  /** The benefit before the $500,000 cap (downsizing: new just minus the proportional assessed value). */
  uncappedBenefit: number;
  /** What moves to the new home. */
  benefit: number;
  capped: boolean;
  /** The new home's first assessed value: new just value minus the benefit. */
  newAssessed: number;
}

/** Whole dollars; the benefit is computed on whole dollars as the roll carries them. */
export function computePortability({ oldJust, oldAssessed, newJust }: PortabilityInput): PortabilityResult {
  const oldBenefit = Math.max(0, oldJust - oldAssessed);
  const kind = newJust >= oldJust ? 'upsizing' : 'downsizing';
  const uncappedBenefit = kind === 'upsizing' ? oldBenefit : Math.max(0, newJust - Math.round((newJust * oldAssessed) / oldJust));
  const benefit = Math.min(uncappedBenefit, PORTABILITY_CAP);
  return {
    kind,
    oldBenefit,
    uncappedBenefit,
    benefit,
    capped: uncappedBenefit > PORTABILITY_CAP,
    newAssessed: newJust - benefit,
  };
}
