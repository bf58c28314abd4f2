import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { countRows, feedbackBody, pastToken, post } from '../forms/helpers.ts';

// The probe stored '=cmd|...', '<script>', NUL, a right-to-left override and ESC as feedback names.
// Names now follow a plain-text rule (letters of any language, spaces, ' - .), on both forms, and a
// refused name answers 400 naming the field and stores nothing.

const HOSTILE = [";=cmd|' /C calc'!A0", '<script>alert(1)</script>', 'Ann\u0000', 'Ann\u202eyeknom', '\u001b[31mAnn', '@SUM(1+1)', 'R2D2'];

describeEachDatabase('name fields', (t) => {
  const env = setUpTestApp(t);

  it('feedback refuses names that are not plain names, naming the field', async () => {
    for (const name of HOSTILE) {
      for (const field of ['FirstName', 'LastName']) {
        const answer = await post(env.app, '/api/Feedback/AddFeedback', { ...(await feedbackBody(env.database)), [field]: name });
        expect(answer.statusCode, `${field} ${JSON.stringify(name)}`).toBe(400);
        expect(answer.json().field).toBe(field);
      }
    }
    expect(await countRows(env.database, 'feedback')).toBe(0);
  });

  it('feedback accepts names in any language, with apostrophes, hyphens and periods', async () => {
    for (const [first, last] of [
      ['José', "O'Brien"],
      ['Jean-Luc', 'St. Pierre'],
      ['李', '小龙'],
      ['محمد', 'عبد الله'],
      ['Zoë', 'D\u2019Angelo'],
    ]) {
      const answer = await post(env.app, '/api/Feedback/AddFeedback', await feedbackBody(env.database, { FirstName: first, LastName: last }));
      expect(answer.statusCode, `${first} ${last}`).toBe(201);
    }
  });

  it('the fraud report refuses such a reporter name', async () => {
    for (const name of HOSTILE) {
      const body = {
        ParcelId: '',
        Address: '123 N ORANGE AVE',
        Reason: 'Other',
        Description: 'Owner lives elsewhere.',
        ReporterName: name,
        ReporterEmail: '',
        ReporterPhone: '',
        FormToken: await pastToken(env.database, 'report-fraud'),
        Page: '/report-fraud',
      };
      const answer = await post(env.app, '/api/ReportFraud/AddReport', body);
      expect(answer.statusCode, JSON.stringify(name)).toBe(400);
      expect(answer.json().field).toBe('ReporterName');
    }
    expect(await countRows(env.database, 'fraud_reports')).toBe(0);
  });
});
