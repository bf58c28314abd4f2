// The roll keeps co-owners in one line separated by "; " (the generator and the DOR importer agree
// on it). The office's API sends them separated by ", " and its clients split on commas, so every
// office-compatible answer rewrites the separator.

export const ROLL_OWNER_SEPARATOR = '; ';

export function officeOwnerName(rollOwnerName: string): string {
  return rollOwnerName.split(ROLL_OWNER_SEPARATOR).join(', ');
}
