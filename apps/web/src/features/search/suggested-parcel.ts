import type { Suggestion } from '@county/shared/search';

// The parcel a type-ahead suggestion names, for a box that chooses a parcel instead of opening its
// card (the owner-alert sign-up). A suggestion names one parcel when it links to that parcel's card;
// a street, a subdivision or a business account lists many or none, so it cannot be picked.

export interface PickedParcel {
  parcelId: string;
  /** What the suggestion showed: the parcel id, its address or its owner, and the line under it. */
  label: string;
  detail: string;
}

export function suggestedParcel(suggestion: Suggestion): PickedParcel | null {
  const url = new URL(suggestion.href, 'http://site.invalid');
  const pid = url.pathname === '/propertycard' ? url.searchParams.get('pid') : null;
  return pid ? { parcelId: pid, label: suggestion.label, detail: suggestion.detail } : null;
}
