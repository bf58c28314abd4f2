// What the rules look at: one parcel with every roll year it has, its exemptions and sales, or one
// tangible account with its years. The audit reads them from a database; tests build them by hand.

export interface YearExemption {
  code: string;
  school: number;
  nonschool: number;
}

export interface ParcelYear {
  year: number;
  just: number;
  building: number;
  schoolAssessed: number;
  nonschoolAssessed: number;
  schoolExempt: number;
  nonschoolExempt: number;
  schoolTaxable: number;
  nonschoolTaxable: number;
  agSavings: number;
  homestead: boolean;
  exemptions: YearExemption[];
}

export interface ParcelSale {
  /** ISO date; an imported sale is dated the first of its month. */
  date: string;
  price: number;
  deed: string | null;
  qualCode: string;
  qualified: boolean | null;
  /** The seller as recorded ('; ' between several); null when the roll does not keep it (DOR files). */
  grantor: string | null;
}

export interface ParcelRecord {
  parcelId: string;
  useCode: string;
  homestead: boolean;
  /** Every owner's name, in order. */
  owners: string[];
  situsAddress: string | null;
  mail: { address1: string | null; state: string | null; country: string | null };
  /** Oldest year first. */
  years: ParcelYear[];
  /** Oldest first. */
  sales: ParcelSale[];
}

export interface AccountYear {
  year: number;
  just: number;
  assessed: number;
  exemption: number;
  taxable: number;
  penaltyRate: number;
}

export interface AccountRecord {
  account: string;
  years: AccountYear[];
}
