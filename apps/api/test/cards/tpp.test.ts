import { expect, it } from 'vitest';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { ACCOUNT, SUBJECT, insertCardFixture } from './fixture.ts';

describeEachDatabase('tangible card API', (t) => {
  const env = setUpTestApp(t, { seed: insertCardFixture });

  it('GetTPPGeneralInfo answers the account, business, location, owner, NAICS and filing status', async () => {
    const res = await env.app.inject(`/api/TPP/GetTPPGeneralInfo?acct=${ACCOUNT}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      taxYear: 2025,
      accountNumber: ACCOUNT,
      businessName: 'NONA COFFEE ROASTERS',
      ownerName: 'NONA COFFEE LLC',
      propertyAddress: '500 E PINE ST',
      propertyCity: 'ORLANDO',
      propertyState: 'FL',
      propertyZip: '32801',
      mailAddress: '500 E PINE ST, STE 2',
      mailCity: 'ORLANDO',
      mailState: 'FL',
      mailZip: '32801',
      naicsCode: '722515',
      naicsDescription: 'Snack and nonalcoholic beverage bars',
      filingStatus: 'Filed',
      parcelId: SUBJECT,
      cityCode: 'ORL',
      cityDescription: 'Orlando',
    });
    expect(res.headers.etag).toBeDefined();
    // Letter case of the account and of the parameter name do not matter.
    const lower = await env.app.inject(`/api/TPP/GetTPPGeneralInfo?ACCT=${ACCOUNT.toLowerCase()}`);
    expect(lower.json().accountNumber).toBe(ACCOUNT);
  });

  it('GetTPPValues lists the years newest first with the exemption and taxable value', async () => {
    const values = (await env.app.inject(`/api/TPP/GetTPPValues?acct=${ACCOUNT}`)).json();
    expect(values.map((v: { taxYear: number }) => v.taxYear)).toEqual([2025, 2024]);
    for (const v of values) {
      expect(v.exemptValue).toBe(25_000);
      expect(v.taxableValue).toBe(v.assessedValue - v.exemptValue);
      expect(v.marketValue).toBe(v.furnitureValue + v.leaseholdValue);
    }
  });

  it('answers 404 for an unknown account and 400 naming acct for a malformed one', async () => {
    for (const path of ['GetTPPGeneralInfo', 'GetTPPValues']) {
      const missing = await env.app.inject(`/api/TPP/${path}?acct=NOPE123`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message).toContain('NOPE123');
      for (const bad of ['', ' ', 'a b', "1'--", '%25', 'x'.repeat(21), '_']) {
        const res = await env.app.inject(`/api/TPP/${path}?acct=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
        expect(res.json().field).toBe('acct');
      }
      const absent = await env.app.inject(`/api/TPP/${path}`);
      expect(absent.statusCode).toBe(400);
      expect(absent.json().field).toBe('acct');
    }
  });
});
