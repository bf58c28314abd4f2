import { COMPANY_KINDS, COMPANY_WORDS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names.ts';
import type { Random } from './random.ts';

// Owners and mailing addresses, in the roll's style: persons as 'SMITH JOHN A'.

export interface Owner {
  name: string;
  person: boolean;
}

export interface Mail {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** Joins owners as the card prints them on one line. */
export const OWNER_SEPARATOR = '; ';

const INITIALS = 'ABCDEFGHJKLMNPRSTW';

export function personName(random: Random, surname: string = random.pick(SURNAMES), female = random.chance(0.5)): string {
  const given = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  return random.chance(0.75) ? `${surname} ${given} ${random.pick([...INITIALS])}` : `${surname} ${given}`;
}

export function companyName(random: Random): string {
  const first = random.chance(0.3) ? random.pick(SURNAMES) : random.pick(COMPANY_WORDS);
  return `${first} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)}`;
}

export interface Ownership {
  owners: Owner[];
  type: string | null;
}

/** Who owns a home: mostly couples and single persons, some investors and trusts. */
export function homeOwners(random: Random, investorShare: number): Ownership {
  const x = random.next();
  if (x < investorShare) return { owners: [{ name: companyName(random), person: false }], type: null };
  const surname = random.pick(SURNAMES);
  if (x < investorShare + 0.03) {
    const settlor = personName(random, surname);
    return { owners: [{ name: `${settlor} TR`, person: true }], type: 'Trustee' };
  }
  if (x < investorShare + 0.6) {
    const husband = personName(random, surname, false);
    const wife = personName(random, random.chance(0.85) ? surname : random.pick(SURNAMES), true);
    return { owners: [{ name: husband, person: true }, { name: wife, person: true }], type: 'Tenancy by the entirety' };
  }
  if (x < investorShare + 0.65) {
    const a = personName(random, surname);
    const b = personName(random);
    return { owners: [{ name: a, person: true }, { name: b, person: true }], type: 'Joint tenants with right of survivorship' };
  }
  return { owners: [{ name: personName(random, surname), person: true }], type: null };
}

const AWAY: readonly (readonly [city: string, state: string | null, zip: string, country: string | null])[] = [
  ['TAMPA', 'FL', '33602', null], ['MIAMI', 'FL', '33131', null], ['JACKSONVILLE', 'FL', '32202', null],
  ['KISSIMMEE', 'FL', '34741', null], ['SANFORD', 'FL', '32771', null], ['OVIEDO', 'FL', '32765', null],
  ['CLERMONT', 'FL', '34711', null], ['ALTAMONTE SPRINGS', 'FL', '32701', null], ['FORT LAUDERDALE', 'FL', '33301', null],
  ['ATLANTA', 'GA', '30303', null], ['NEW YORK', 'NY', '10016', null], ['BROOKLYN', 'NY', '11201', null],
  ['CHICAGO', 'IL', '60611', null], ['BOSTON', 'MA', '02116', null], ['CHARLOTTE', 'NC', '28202', null],
  ['COLUMBUS', 'OH', '43215', null], ['NEWARK', 'NJ', '07102', null], ['PHILADELPHIA', 'PA', '19103', null],
  ['DALLAS', 'TX', '75201', null], ['SAN JUAN', 'PR', '00901', null], ['DETROIT', 'MI', '48226', null],
  ['TORONTO ON', null, 'M5V 2T6', 'CANADA'], ['MONTREAL QC', null, 'H3B 1A7', 'CANADA'],
  ['LONDON', null, 'SW1A 1AA', 'UNITED KINGDOM'], ['MANCHESTER', null, 'M1 1AE', 'UNITED KINGDOM'],
  ['SAO PAULO SP', null, '01310-100', 'BRAZIL'], ['BOGOTA', null, '110111', 'COLOMBIA'],
];

/** A mailing address away from the parcel: elsewhere in Florida, another state or abroad. */
export function awayAddress(random: Random, streets: readonly string[], foreignShare: number): Mail {
  let choice = random.pick(AWAY);
  if (choice[3] !== null && !random.chance(foreignShare * 4)) choice = AWAY[random.int(0, 20)] as typeof choice;
  const [city, state, zip, country] = choice;
  if (random.chance(0.12)) return { address1: `PO BOX ${random.int(100, 99999)}`, address2: null, city, state, zip, country };
  const number = random.int(1, 9999);
  const unit = random.chance(0.2) ? `APT ${random.int(1, 40)}${random.pick(['', 'A', 'B'])}` : null;
  return {
    address1: `${number} ${random.pick(streets)} ${random.pick(['ST', 'AVE', 'DR', 'RD', 'BLVD', 'LN'])}`,
    address2: unit,
    city,
    state,
    zip,
    country,
  };
}
