import { OFFICE_SEARCH_FIELDS } from '@county/shared/search';
import { PARCEL_ROW_FIELDS } from '../../search/run/parcel-row.ts';

// The office's QuickSearch answers carry the office's five fields, in its order, and nothing else
// (issue 33: our rows grew what realtors compare, and the office's answers must not). Our rows are
// written once for every search as JSON text (search/run/parcel-row.ts), the office's five fields
// first; the office's routes cut each row after them. Cutting the text rather than parsing it and
// writing it again keeps the office's routes as cheap as before (a parse of 20 rows cost about as
// much as the search). Text values escape their quotes, so the keys below only match as keys.

if (OFFICE_SEARCH_FIELDS.some((field, i) => PARCEL_ROW_FIELDS[i] !== field)) {
  throw new Error(`parcel rows must start with the office's fields (${OFFICE_SEARCH_FIELDS.join(', ')})`);
}
/** Where our part of a row starts: the first field after the office's. */
const OURS = `,"${PARCEL_ROW_FIELDS[OFFICE_SEARCH_FIELDS.length]}":`;
/** Where the next row starts. */
const NEXT_ROW = `},{"${OFFICE_SEARCH_FIELDS[0]}":`;

export function officeRows(json: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const cut = json.indexOf(OURS, at);
    if (cut === -1) return out + json.slice(at);
    out += json.slice(at, cut);
    const next = json.indexOf(NEXT_ROW, cut);
    // The row's closing brace: before the next row, or the list's last.
    at = next === -1 ? json.lastIndexOf('}') : next;
  }
}
