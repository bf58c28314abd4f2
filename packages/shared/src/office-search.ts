import { z } from 'zod';
import { parcelIdCandidates } from './parcel-id.ts';
import { OFFICE_PARCEL_SORTS, SEARCH_PAGE_MAX, SEARCH_SIZE_DEFAULT, SEARCH_SIZE_MAX, SORT_DIRECTIONS } from './search.ts';

// Queries of the office's QuickSearch routes that the project's own search did not have
// (decision 32): by parcel id in any form, by the clerk's instrument number, and by official
// records book and page. Each answers the parcel-search row (parcelSearchRow).

const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

const paging = {
  page: pageNumber(SEARCH_PAGE_MAX, 1),
  size: pageNumber(SEARCH_SIZE_MAX, SEARCH_SIZE_DEFAULT),
  sortBy: z.enum(OFFICE_PARCEL_SORTS).optional(),
  sortDir: z.enum(SORT_DIRECTIONS).optional(),
};

/** A recorded document's number: letters and digits as the clerk prints them. */
const documentText = (what: string) =>
  z
    .string({ error: `is required: ${what}` })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, `must be ${what} (letters and digits, at most 20)`);

export const searchByParcelQuery = z.object({
  pid: z
    .string({ error: 'is required: a parcel id' })
    .max(40, 'must be a parcel id, such as 35-20-27-6645-00-001')
    .refine((v) => parcelIdCandidates(v).length > 0, 'must be a parcel id of 15 digits (14 when a leading zero was lost), such as 35-20-27-6645-00-001'),
});
export const searchByInstrumentQuery = z.object({ instNum: documentText('an instrument number'), ...paging });
/** `page` here is the page of the official records book, so this search answers one list, unpaged. */
export const searchByBookPageQuery = z.object({ book: documentText('a book number'), page: documentText('a page number') });
