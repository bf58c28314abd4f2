import type { Place } from '../../codes/jurisdictions.ts';
import type { Survey } from './geography.ts';
import type { Kind } from './kinds.ts';

// A group of parcels placed but not yet generated: what the group's parcels and the site layout
// (site-layout.ts) both read, in a file of its own so neither imports the other.

/** Where a group lies and what its ids start with, decided before any parcel is made. */
export interface GroupPlan {
  kind: Kind;
  count: number;
  first: boolean;
  place: Place;
  center: [number, number];
  survey: Survey;
  /** Range, township and section: the first six digits of the group's stored ids. */
  str: string;
  subCode: string;
}
