import type { CountyTable, Row } from '../columns.ts';
import type { LandGrid } from './land-grid.ts';
import type { Random } from './random.ts';

// What the making of a county carries from group to group: the random stream, where rows go, and
// the parcels that tangible accounts are later placed at.

export type Emit = (table: CountyTable, row: Row) => void;

/** A parcel that tangible accounts can be located at. */
export interface Site {
  parcelId: string;
  address: string | null;
  city: string;
  zip: string;
  jurisdiction: string;
}

export interface CountyState {
  random: Random;
  emit: Emit;
  rollYear: number;
  refreshDate: string;
  usedSubdivisions: Set<string>;
  acreageLots: Map<string, number>;
  commercialSites: Site[];
  homeSites: Site[];
  homesSeen: number;
  /** The county's land, taken group by group as parcels are laid out. */
  land: LandGrid;
  /** The last street line id given. */
  streetIds: number;
  /** Parcels laid out beyond their place's box, for want of free land inside it (none expected). */
  outsideBox: number;
}
