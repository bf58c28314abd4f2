import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { SUBJECT, YEARS, insertCardFixture, subjectValues } from '../cards/fixture.ts';

// A roll whose latest year is not yet certified (loaded from a preliminary NAL file, which records
// meta certified_tax_year): the office's API names the year before in prcTaxYear, flags the
// current year isCertified false and shows -1 for its dollar figures; the project's own fields
// keep the figures the card shows.

const CURRENT = Math.max(...YEARS);

describeEachDatabase('office API on a roll not yet certified', (t) => {
  const env = setUpTestApp(t, {
    seed: async (database) => {
      await insertCardFixture(database);
      await database.db
        .insertInto('meta')
        .values({ key: 'certified_tax_year', value: String(CURRENT - 1) })
        .execute();
    },
  });

  it('names the latest certified year and shows -1 for the dollar figures of the year after it', async () => {
    const info = (await env.app.inject(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`)).json();
    expect([info.taxYear, info.prcTaxYear]).toEqual([CURRENT, CURRENT - 1]);
    const values = (await env.app.inject(`/api/PRC/GetPRCPropertyValues?PID=${SUBJECT}&TaxYear=0&ShowAllFlag=1`)).json();
    const [current, previous] = values;
    expect(current).toMatchObject({ taxYear: CURRENT, isCertified: false, assessedValue: -1, featuresValue: -1, originalHx: -1, sohCap: -1 });
    expect(current.marketValue).toBe(subjectValues(CURRENT).just_value);
    expect(previous).toMatchObject({ taxYear: CURRENT - 1, isCertified: true, assessedValue: subjectValues(CURRENT - 1).nonschool_assessed });
  });
});
