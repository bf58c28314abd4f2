import { searchKey } from '@county/shared';

// Who an owner is, read from the name as the roll prints it ('SMITH JOHN A', 'SMITH JOHN A TR',
// 'SUNSHINE HOLDINGS LLC'). A real roll carries no flag for this, so the generator and the audit
// both go by the name: what the generator writes must read back as what it meant.

export type OwnerKind = 'person' | 'trust' | 'organization';

// A trustee of a person's own trust ('SMITH JOHN TR', 'SMITH FAMILY REVOCABLE TRUST') may hold a
// homestead for the settlor; a land trust or a real-estate investment trust may not.
const PERSONAL_TRUST = /\b(?:TR|TRS|TRUSTEE|TRUSTEES)$|\b(?:REVOCABLE|REV|LIVING|LIV)\s+(?:TRUST|TR)\b/;

// Legal forms and public bodies. Words that are also surnames (CHURCH, BANKS) are left out: a
// church or a bank owns through an INC or a CORP, which is what is matched.
const ORGANIZATION =
  /\b(?:LLC|L L C|LC|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LP|LLP|LLLP|LTD|LIMITED|PA|PLLC|PC|TRUST|ASSOCIATION|ASSN|ASSOC|HOLDINGS|PARTNERS|PARTNERSHIP|ENTERPRISES|PROPERTIES|INVESTMENTS|REALTY|FUND|FOUNDATION|COUNTY|COMMISSION|DISTRICT|AUTHORITY|DEPARTMENT|BOARD|UNIVERSITY|STATE OF|CITY OF|TOWN OF|UNITED STATES)\b/;

export function ownerKind(name: string): OwnerKind {
  const key = searchKey(name);
  if (PERSONAL_TRUST.test(key)) return 'trust';
  return ORGANIZATION.test(key) ? 'organization' : 'person';
}

/** A homestead belongs to natural persons (a person's own trust allowed), never to a company. */
export function mayHoldHomestead(name: string): boolean {
  return ownerKind(name) !== 'organization';
}
