import { describe, expect, it } from 'vitest';
import { homesteadUseAllowed, mailFitsHomestead, ownerKind, saleProblem } from '../../src/roll-rules/index.ts';
import { companyName, homeOwners, personName } from '../../src/data/generator/people.ts';
import { Random } from '../../src/data/generator/random.ts';

// The predicates the generator and the audit share, on the names and cases that matter.

describe('roll rules', () => {
  it('reads owners as persons, personal trusts or organizations', () => {
    expect(ownerKind('SMITH JOHN A')).toBe('person');
    expect(ownerKind('SMITH JOHN A TR')).toBe('trust');
    expect(ownerKind('SMITH FAMILY REVOCABLE TRUST')).toBe('trust');
    expect(ownerKind('FLORIDA SOUTHERN ENTERPRISES INC')).toBe('organization');
    expect(ownerKind('SUNSHINE REAL ESTATE TRUST')).toBe('organization');
    expect(ownerKind('L.L.C. PALM HOLDINGS')).toBe('organization');
    expect(ownerKind('CITY OF ORLANDO')).toBe('organization');
    expect(ownerKind('CHURCH MARY E')).toBe('person');
  });

  it('reads every name the generator makes as what the generator meant', () => {
    const r = new Random(3);
    for (let i = 0; i < 5_000; i++) {
      expect(ownerKind(personName(r))).toBe('person');
      expect(ownerKind(companyName(r))).toBe('organization');
      for (const owner of homeOwners(r, 0.2).owners) expect(ownerKind(owner.name) === 'organization').toBe(!owner.person);
    }
  });

  it('allows a homestead only on a home', () => {
    expect(homesteadUseAllowed('0100', true)).toBe(true);
    expect(homesteadUseAllowed('0400', true)).toBe(true);
    expect(homesteadUseAllowed('0000', false)).toBe(false);
    expect(homesteadUseAllowed('0410', true)).toBe(false);
    expect(homesteadUseAllowed('0420', true)).toBe(false);
    expect(homesteadUseAllowed('4800', true)).toBe(false);
    expect(homesteadUseAllowed('7100', true)).toBe(false);
    expect(homesteadUseAllowed('6600', true)).toBe(true);
    expect(homesteadUseAllowed('6600', false)).toBe(false);
  });

  it('wants a homesteader to mail in Florida or at the property', () => {
    expect(mailFitsHomestead({ address1: '9 OAK ST', state: 'FL', country: null }, '120 ELM ST')).toBe(true);
    expect(mailFitsHomestead({ address1: '120 ELM ST', state: null, country: null }, '120 ELM ST')).toBe(true);
    expect(mailFitsHomestead({ address1: '1 MARKET ST', state: 'PA', country: null }, '120 ELM ST')).toBe(false);
    expect(mailFitsHomestead({ address1: '1 KING ST', state: null, country: 'CANADA' }, '120 ELM ST')).toBe(false);
  });

  it('matches qualification codes with price and deed', () => {
    expect(saleProblem({ qualCode: '01', price: 250_000, deed: 'WD', qualified: true })).toBeNull();
    expect(saleProblem({ qualCode: '11', price: 10, deed: 'QC', qualified: false })).toBeNull();
    expect(saleProblem({ qualCode: '01', price: 100, deed: 'WD', qualified: true })).toMatch(/nominal/);
    expect(saleProblem({ qualCode: '01', price: 90_000, deed: 'QC', qualified: true })).toMatch(/QC deed/);
    expect(saleProblem({ qualCode: '01', price: 90_000, deed: 'WD', qualified: false })).toMatch(/stored as unqualified/);
    expect(saleProblem({ qualCode: '37', price: 90_000, deed: 'TD', qualified: false })).toMatch(/TD deed/);
    expect(saleProblem({ qualCode: '21', price: 90_000, deed: 'WD', qualified: false })).toMatch(/code 21/);
    expect(saleProblem({ qualCode: '99', price: 90_000, deed: null, qualified: null })).toMatch(/unknown/);
  });
});
