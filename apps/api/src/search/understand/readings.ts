import { formatDisplayId, parcelDigits, parcelIdCandidates, PARCEL_ID_LENGTH } from '@county/shared';
import { searchKey } from '@county/shared/search-keys';
import type { Database } from '../../db/database.ts';
import { describeAddress, parseAddress } from './address.ts';
import { cityNames } from './cities.ts';
import { join, q } from '../../db/statements.ts';
import { addressConditions, idsPlan, namedSubdivisionsPlan, ownerPlan, parcelIdPlan, parcelPlan } from '../plans/parcel-plans.ts';
import { parcelIdsByBookPage, parcelIdsByInstrument } from '../plans/sale-document.ts';
import { termsByWords, termsOfKinds } from './vocabulary.ts';
import { legalReadings, writtenOutName } from './legal.ts';
import { tangiblePlan } from '../plans/tangible.ts';
import type { Reading } from './reading.ts';

// The one box reads its text every way it could be meant (decision 26). Each reading is a search
// with a label for its group and words for its header; the box counts them all, shows each that
// finds something, best first, and lists the best one (or the one the person picked).

const COMPANY =
  /\b(LLC|L L C|INC|CORP|CORPORATION|CO|COMPANY|LTD|LP|LLP|PA|PLLC|TRUST|TRUSTEE|TR|TRS|ESTATE|ASSN|ASSOCIATION|BANK|CHURCH|FUND|HOLDINGS|PARTNERS|PARTNERSHIP|GROUP|PROPERTIES|INVESTMENTS|HOMES|REALTY|CITY OF|COUNTY|STATE OF|SCHOOL BOARD)\b/;
const MAX_NAMES = 60;

/** 'Book 5620 Page 203', 'OR 5620/203', 'OR 5620 PG 203', 'OR BK 5620 PG 203', 'B5620 P203', '5620-203', '5620 203'. */
export function bookAndPage(text: string): { book: string; page: string } | null {
  const t = text.trim().toUpperCase();
  const worded = /^(?:O\.?\s?R\.?\s*(?:B(?:OO)?K?\.?\s*)?|B(?:OO)?K?\.?\s*)(\d{1,6})\s*[,/-]?\s*(?:P(?:A?GE?)?\.?|PG\.?)\s*(\d{1,5})$/.exec(t);
  const bare = /^(?:O\.?\s?R\.?\s*)?(\d{3,6})\s*[/-]\s*(\d{1,5})$/.exec(t) ?? /^(\d{3,6})\s+(\d{1,5})$/.exec(t);
  const m = worded ?? bare;
  return m ? { book: String(Number(m[1])), page: String(Number(m[2])) } : null;
}

/** 'Instrument 20040407594', 'Doc # 20040407594', or 8 to 13 digits alone. */
export function instrumentNumber(text: string): string | null {
  const t = text.trim().toUpperCase();
  const m = /^(?:INSTRUMENT|INST|INSTR|DOC(?:UMENT)?|CFN)\.?\s*(?:NO\.?|NUMBER|#)?\s*(\d{4,15})$/.exec(t) ?? /^(\d{8,13})$/.exec(t);
  return m ? m[1]! : null;
}

async function saleReadings(database: Database, text: string): Promise<Reading[]> {
  const out: Reading[] = [];
  const bp = bookAndPage(text);
  if (bp) {
    const ids = await parcelIdsByBookPage(database, bp.book, bp.page);
    const label = `Sale in book ${bp.book}, page ${bp.page}`;
    out.push({
      kind: 'sale',
      label,
      priority: 96,
      known: ids.length,
      parcel: idsPlan(ids, `parcels sold by the deed in official records book ${bp.book}, page ${bp.page}`),
    });
  }
  const instrument = instrumentNumber(text);
  if (instrument) {
    const ids = await parcelIdsByInstrument(database, instrument);
    out.push({
      kind: 'sale',
      label: `Sale instrument ${instrument}`,
      priority: 97,
      known: ids.length,
      parcel: idsPlan(ids, `parcels sold by instrument ${instrument}`),
    });
  }
  return out;
}

function numberReadings(text: string): Reading[] {
  const t = text.trim();
  const out: Reading[] = [];
  const digits = parcelDigits(t);
  if (/^[A-Z]{1,3}\d[\dA-Z-]*$/i.test(t)) {
    // Letters then digits: a business account number ('T20001').
    return [{ kind: 'tangible', label: 'Business accounts', priority: 88, tangible: tangiblePlan({ account: t }) }];
  }
  if (!/^[\d\s.-]+$/.test(t) || digits.length === 0) return out;
  if (digits.length === PARCEL_ID_LENGTH || digits.length === PARCEL_ID_LENGTH - 1) {
    const ids = parcelIdCandidates(digits);
    const shown = digits.length === PARCEL_ID_LENGTH && /^\s*\d{2}-/.test(t) ? formatDisplayId(digits) : t;
    out.push({ kind: 'parcel', label: 'Parcel ID', priority: 100, parcel: idsPlan(ids, `parcel ID ${shown}`) });
  } else if (digits.length < PARCEL_ID_LENGTH) {
    const dashed = /^\s*\d{2}-\d/.test(t);
    out.push({
      kind: 'parcel',
      label: 'Parcel IDs',
      priority: dashed || digits.length >= 8 ? 72 : 30,
      parcel: parcelIdPlan(t, `parcel IDs starting ${t}`),
    });
  }
  if (/^\d{5}$/.test(t)) {
    out.push({ kind: 'zip', label: `ZIP ${t}`, priority: 86, parcel: parcelPlan([q`p.situs_zip = ${t}`], `parcels in ZIP code ${t}`, 'Address') });
  }
  if (/^\d{1,6}$/.test(t)) {
    const n = Number(t);
    out.push({
      kind: 'address',
      label: `House number ${n}`,
      priority: 50,
      parcel: parcelPlan([q`p.situs_number = ${n}`], `parcels numbered ${n} on any street`, 'Address'),
    });
  }
  if (/^\d{5,10}$/.test(t)) {
    out.push({ kind: 'tangible', label: 'Business accounts', priority: t.length === 7 ? 88 : 35, tangible: tangiblePlan({ account: t }) });
  }
  return out;
}

async function wordReadings(database: Database, text: string, key: string): Promise<Reading[]> {
  const out: Reading[] = [];
  const cities = await cityNames(database);
  if (cities.has(key)) {
    out.push({
      kind: 'city',
      label: `City ${key}`,
      priority: 80,
      parcel: parcelPlan([q`p.situs_city = ${cities.get(key)!}`], `parcels in the city of ${key}`, 'Address'),
    });
  }
  const parsed = parseAddress(text, [...cities.keys()]);
  if (parsed && (parsed.number !== null || parsed.hasSuffix || parsed.city || parsed.zip)) {
    const priority = parsed.number !== null ? 90 : parsed.hasSuffix ? 70 : 45;
    out.push({
      kind: 'address',
      label: 'Addresses',
      priority,
      address: parsed,
      parcel: parcelPlan(addressConditions(parsed, cities), `address ${describeAddress(parsed)}`, 'Address'),
    });
  } else if (parsed && !cities.has(key)) {
    out.push({
      kind: 'address',
      label: 'Streets',
      priority: 32,
      address: parsed,
      parcel: parcelPlan(addressConditions(parsed, cities), `streets starting ${parsed.streetKey}`, 'Address'),
    });
  }
  {
    const owner = ownerPlan(text);
    const words = key.split(' ');
    owner.understoodAs =
      words.length > 1
        ? `parcels with an owner or co-owner named "${key}" (in either order, or the start of a name)`
        : `parcels with an owner or co-owner whose name starts with "${key}"`;
    out.push({ kind: 'owner', label: 'Owners', priority: COMPANY.test(key) ? 76 : /^\d/.test(key) ? 40 : 60, parcel: owner });
  }
  // The account's owner too ('FORD FAMILY MEDICINE LLC' owns 'FORD FAMILY MEDICINE'), read through its own index.
  const [subdivisions, businesses, accountOwners] = await termsOfKinds(database, key, [
    ['subdivision', MAX_NAMES],
    ['business', MAX_NAMES * 4],
    ['account_owner', MAX_NAMES],
  ]);
  // 'ROSEMERE HTS' names ROSEMERE HEIGHTS: shortened words are written out when the words as typed name none.
  const written = subdivisions.length === 0 ? writtenOutName(key) : null;
  const named = written ? await termsByWords(database, 'subdivision', written, MAX_NAMES) : subdivisions;
  if (named.length > 0) {
    const names = named.map((s) => s.term);
    const asName = written ?? key;
    const startsLikeName = names.some((n) => n === asName || n.startsWith(`${asName} `) || n.startsWith(asName));
    const one = names.length === 1 ? names[0]! : null;
    const parcel = namedSubdivisionsPlan(names, one ? `parcels in subdivision ${one}` : `parcels in ${names.length} subdivisions named like "${asName}"`);
    // 'WINDSOR, CROSSING' is an owner's 'LAST, FIRST': no subdivision's name holds a comma (decision 142).
    const ownerForm = text.includes(',');
    out.push({
      kind: 'subdivision',
      label: one ? `Subdivision ${one}` : `Subdivisions like ${asName}`,
      priority: startsLikeName && !ownerForm ? 78 : 55,
      parcel,
    });
  }
  if (businesses.length > 0 || accountOwners.length > 0) {
    const plan = tangiblePlan({ businessName: key });
    const byName = businesses.length > 0 ? [q`t.business_key in (${join(businesses.map((b) => b.term))})`] : [];
    const byOwner = accountOwners.length > 0 ? [q`t.owner_name in (${join(accountOwners.map((o) => o.term))})`] : [];
    plan.conditions = [q`(${join([...byName, ...byOwner], ' or ')})`];
    plan.understoodAs = `business accounts with "${key}" in their name${byOwner.length > 0 ? " or their owner's" : ''}`;
    out.push({ kind: 'tangible', label: 'Businesses', priority: 50, tangible: plan });
  }
  return out;
}

/** Every reading of the text, in no particular order. */
export async function readingsOf(database: Database, text: string): Promise<Reading[]> {
  const key = searchKey(text);
  if (!key) return [];
  const out = [...(await saleReadings(database, text)), ...numberReadings(text)];
  // 'BOOK/PAGE' of a plat as a card writes it ('80/4'): too short a book for the official records.
  if (/^\s*\d{1,4}\s*\/\s*\d{1,4}\s*$/.test(text)) out.push(...(await legalReadings(database, `PB ${key}`)));
  if (/[A-Z]/.test(key)) out.push(...(await wordReadings(database, text, key)), ...(await legalReadings(database, key)));
  else if (/^\d+\s+\d+/.test(key) && !bookAndPage(text)) {
    // Digits with spaces that are not a sale document may still be an address with a numbered street.
    out.push(...(await wordReadings(database, text, key)).filter((r) => r.kind === 'address'));
  }
  return out;
}
