import { SALE_QUALIFICATION_CODES } from '../codes/sale-qualification-codes.ts';
import { NOMINAL_PRICE } from './figures.ts';

// A sale's qualification code must agree with its price and deed: DOR's qualified codes (01, 02)
// mean an arm's-length sale, which a $10 deed, a quitclaim, a certificate of title or a tax deed is
// not; and a deed type that names its own code (an agreement for deed is 21) must carry it.

const QUALIFIED = new Map(SALE_QUALIFICATION_CODES.map(([code, , qualified]) => [code, qualified]));
// Deeds that do not pass a market sale: quitclaim, corrective, certificate of title, tax deed,
// sheriff's deed, final judgment, agreement for deed.
const NON_MARKET_DEEDS = new Set(['QC', 'CD', 'CT', 'TD', 'SH', 'FJ', 'AA']);
// Deeds that are themselves a reason for a code: a tax deed is 11 or 18, an agreement for deed 21.
const DEED_CODES: Readonly<Record<string, readonly string[]>> = { TD: ['11', '18'], AA: ['21'] };

export interface SaleFacts {
  qualCode: string;
  price: number;
  deed: string | null;
  /** The stored qualified flag, when the roll keeps one. */
  qualified: boolean | null;
}

export function isQualifiedCode(code: string): boolean {
  return QUALIFIED.get(code) === true;
}

/** Why a sale's code does not fit it, or null when it does. */
export function saleProblem(sale: SaleFacts): string | null {
  const qualified = QUALIFIED.get(sale.qualCode);
  if (qualified === undefined) return `unknown qualification code '${sale.qualCode}'`;
  if (sale.qualified !== null && sale.qualified !== qualified) return `code ${sale.qualCode} stored as ${sale.qualified ? 'qualified' : 'unqualified'}`;
  if (sale.price < 0) return `negative price ${sale.price}`;
  if (qualified && sale.price <= NOMINAL_PRICE) return `qualified code ${sale.qualCode} at a nominal $${sale.price}`;
  if (sale.deed !== null && qualified && NON_MARKET_DEEDS.has(sale.deed)) return `qualified code ${sale.qualCode} on a ${sale.deed} deed`;
  const codes = sale.deed !== null ? DEED_CODES[sale.deed] : undefined;
  if (codes && !codes.includes(sale.qualCode)) return `${sale.deed} deed with code ${sale.qualCode}`;
  if (sale.qualCode === '21' && sale.deed !== null && sale.deed !== 'AA') return `code 21 on a ${sale.deed} deed`;
  return null;
}
