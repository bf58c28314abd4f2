import type { SearchKind } from '@county/shared/search';
import type { SearchPlan } from '../plans/conditions.ts';
import type { TangiblePlan } from '../plans/tangible.ts';
import type { ParsedAddress } from './address.ts';

// One way the box's text could be meant (decision 26): its own file, so that the readers of each
// kind (readings.ts, legal.ts) and those who count them (smart-box.ts, near-miss.ts) share the type
// without importing one another.

export interface Reading {
  kind: SearchKind;
  /** The group's name in the switcher: 'Owners', 'Subdivision EAGLE PINES PHASE 3'. */
  label: string;
  /** Higher is likelier. */
  priority: number;
  parcel?: SearchPlan;
  tangible?: TangiblePlan;
  /** The count when the reading already knows it (a sale document's parcels). */
  known?: number;
  /** The street of an address reading, for 'nearest numbers' and 'did you mean'. */
  address?: ParsedAddress;
}
