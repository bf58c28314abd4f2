import { useGroup } from '@county/shared/comparable-sales';
import { expect, it } from 'vitest';
import { computeTaxes, distanceMiles, homesteadExemptions, type ComparablesAnswer, type TaxEstimateInputs } from '@county/shared';
import { seedCounty } from '../../src/data/generator/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The tools against the sample county: the estimator's rules must reproduce the roll's own
// exemptions and taxable values, and the comparables must be exactly the sales that a plain scan
// of every table finds with the same rules.

const FIRST = '272035664500001';

describeEachDatabase('property tools on the sample county', (t) => {
  const env = setUpTestApp(t, { seed: (database) => seedCounty(database, { parcels: 400, tpp: 5, seed: 7 }) });

  it("reproduces the first parcel's homestead exemptions and taxable values from its assessed values", async () => {
    const inputs = (await env.app.inject(`/api/Tools/TaxEstimateInputs?pid=${FIRST}`)).json<TaxEstimateInputs>();
    expect(inputs.homestead).toBe(true);
    expect(inputs.years).toHaveLength(2);
    expect(inputs.levies.some((l) => l.school)).toBe(true);
    const latest = inputs.years[0]!;
    expect(latest.taxYear).toBe(inputs.taxYear);
    const rule = homesteadExemptions(latest.schoolAssessed, latest.nonschoolAssessed, inputs.homesteadSecondAmount);
    const byCode = new Map(latest.exemptions.map((e) => [e.code, e]));
    for (const e of rule) expect(byCode.get(e.code), e.code).toMatchObject({ school: e.school, nonschool: e.nonschool });
    for (const year of inputs.years) {
      const steps = computeTaxes({ ...year, exemptions: year.exemptions });
      expect([steps.schoolTaxable, steps.nonschoolTaxable]).toEqual([year.schoolTaxable, year.nonschoolTaxable]);
    }
  });

  it('finds exactly the comparables a full scan finds, for several parcels and settings', async () => {
    const { db } = env.database;
    const parcels = await db.selectFrom('parcels').selectAll().execute();
    const buildings = await db.selectFrom('buildings').select(['parcel_id', 'living_area', 'year_built', 'bedrooms']).execute();
    const sales = await db.selectFrom('sales').selectAll().where('qualified', '=', 1).execute();
    const byId = new Map(parcels.map((p) => [p.parcel_id, p]));
    const area = new Map<string, number>();
    const built = new Map<string, number>();
    const beds = new Map<string, number>();
    for (const b of buildings) {
      beds.set(b.parcel_id, (beds.get(b.parcel_id) ?? 0) + Number(b.bedrooms));
      area.set(b.parcel_id, (area.get(b.parcel_id) ?? 0) + Number(b.living_area));
      built.set(b.parcel_id, Math.min(built.get(b.parcel_id) ?? Infinity, Number(b.year_built)));
    }
    // Improved residential parcels that have coordinates, a few of them.
    const subjects = parcels.filter((p) => p.use_code.startsWith('01') && area.get(p.parcel_id) && p.latitude !== null).slice(0, 4);
    expect(subjects.length).toBeGreaterThan(0);
    let found = 0;
    for (const subject of subjects) {
      for (const query of ['months=24&radius=5', 'months=12&radius=1&match=neighborhood', 'months=60&radius=2&match=distance&areaBand=50']) {
        const res = await env.app.inject(`/api/Tools/ComparableSales?pid=${subject.parcel_id}&${query}&limit=500`);
        expect(res.statusCode).toBe(200);
        const answer = res.json<ComparablesAnswer>();
        const { criteria } = answer;
        const expected = sales
          .filter((s) => {
            const p = byId.get(s.parcel_id)!;
            if (s.parcel_id === subject.parcel_id || s.sale_date < criteria.from || s.sale_date > criteria.to || Number(s.price) <= 0) return false;
            // The same use group (a townhouse is not a house), bedrooms within one, a lot within 50% (decision 124).
            if (useGroup(p.use_code) !== criteria.dorUseCode) return false;
            const a = area.get(s.parcel_id) ?? 0;
            const y = built.get(s.parcel_id);
            if (a < criteria.areaMin || a > criteria.areaMax || y === undefined || y < criteria.yearMin! || y > criteria.yearMax!) return false;
            const subjectBeds = beds.get(subject.parcel_id) ?? 0;
            if (subjectBeds > 0 && Math.abs((beds.get(s.parcel_id) ?? 0) - subjectBeds) > 1) return false;
            const lot = Number(subject.land_sqft);
            if (lot > 0 && (Number(p.land_sqft) < Math.floor(lot * 0.5) || Number(p.land_sqft) > Math.ceil(lot * 1.5))) return false;
            const neighbor =
              criteria.match !== 'distance' &&
              ((subject.neighborhood !== null && p.neighborhood === subject.neighborhood) ||
                (subject.subdivision_code !== '0000' && p.subdivision_code === subject.subdivision_code));
            const near =
              criteria.match !== 'neighborhood' &&
              p.latitude !== null &&
              distanceMiles(subject.latitude!, subject.longitude!, Number(p.latitude), Number(p.longitude)) <= criteria.radius;
            return neighbor || near;
          })
          .map((s) => `${s.parcel_id} ${s.sale_date}`)
          .sort();
        expect(answer.sales.map((s) => `${s.parcelId} ${s.saleDate}`).sort(), `${subject.parcel_id} ${query}`).toEqual(expected);
        // Newest first by default.
        const dates = answer.sales.map((s) => s.saleDate);
        expect(dates).toEqual([...dates].sort().reverse());
        found += expected.length;
      }
    }
    // The check means something only if some sales matched.
    expect(found).toBeGreaterThan(0);
  });
});
