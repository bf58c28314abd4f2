// Where a homestead can be: a dwelling on a residential use code, or a home on farm or rural
// acreage. Florida grants it on the owner's permanent residence (FACTS.md), so never on a shop, a
// warehouse, a church, a timeshare week or a vacant lot.

// Residential DOR codes a person can live in as owner: single family, mobile home, multi-family
// (the owner's unit), condominium, cooperative, miscellaneous residential. Not 00 (vacant), 06
// (retirement homes not eligible for exemption) or 09 (common areas).
const DWELLING_DOR = new Set(['01', '02', '03', '04', '05', '07', '08']);
// Local subtypes of a residential code that are no residence: a timeshare interest, a commercial condominium unit.
const NOT_A_RESIDENCE = new Set(['0410', '0420']);

/** Agricultural (50-69) or rural acreage (99): a homestead only where there is a home on it. */
export function isAcreage(useCode: string): boolean {
  const dor = Number(useCode.slice(0, 2));
  return (dor >= 50 && dor <= 69) || dor === 99;
}

export function isAgriculturalUse(useCode: string): boolean {
  const dor = Number(useCode.slice(0, 2));
  return dor >= 50 && dor <= 69;
}

export function homesteadUseAllowed(useCode: string, hasHome: boolean): boolean {
  if (NOT_A_RESIDENCE.has(useCode)) return false;
  if (DWELLING_DOR.has(useCode.slice(0, 2))) return true;
  return hasHome && isAcreage(useCode);
}

export interface MailingAddress {
  address1: string | null;
  state: string | null;
  country: string | null;
}

/**
 * A homesteader is a permanent Florida resident: the mailing address is in Florida or is the
 * property itself. An address known to be elsewhere (another state, abroad) fails; an empty one
 * proves nothing either way.
 */
export function mailFitsHomestead(mail: MailingAddress, situsAddress: string | null): boolean {
  if (situsAddress !== null && mail.address1 !== null && mail.address1.trim().toUpperCase() === situsAddress.trim().toUpperCase()) return true;
  if (mail.country !== null && mail.country.trim() !== '') return false;
  return mail.state === null || mail.state.trim() === '' || mail.state.trim().toUpperCase() === 'FL';
}
