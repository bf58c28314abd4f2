import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { LATEST_TAX_YEAR, TAXING_AUTHORITIES } from '../../src/codes/taxing-authorities.ts';
import { trimSchedule } from '../../src/trim/schedule.ts';

// The sample county's notices are mailed in August with every levying authority's budget hearing on
// them (issue 41): a notice that said "not yet announced" for the library or the water management
// district would not be the notice an owner receives.

it('the sample content announces the hearing of every taxing authority of the sample county, after the notices are mailed', () => {
  const warnings: string[] = [];
  const schedule = trimSchedule(join(repoRoot, 'content'), LATEST_TAX_YEAR, (message) => warnings.push(message));
  expect(warnings).toEqual([]);
  expect(schedule.mailingDate).toMatch(/^\d{4}-08-\d{2}$/);
  const unannounced = TAXING_AUTHORITIES.filter((a) => !schedule.hearings.has(a.code)).map((a) => a.name);
  expect(unannounced).toEqual([]);
  // The school board's hearings stay in late July, as the sample had them; every other authority's
  // comes after the owner has the notice in hand.
  const school = new Set(TAXING_AUTHORITIES.filter((a) => a.school).map((a) => a.code));
  const early = [...schedule.hearings].filter(([code, h]) => !school.has(code) && h.date <= schedule.mailingDate!).map(([code]) => code);
  expect(early).toEqual([]);
});
