import { expect, it } from 'vitest';
import { displayToStored } from '@county/shared';
import type { TrimNotice } from '@county/shared/trim';
import type { PrcCertifiedTax, PrcNonAdValorem, PrcTotalTaxes } from '@county/shared/cards';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { SUBJECT, SUBJECT_DISPLAY, YEARS } from '../cards/fixture.ts';
import { readPdf } from '../pdf/read-pdf.ts';
import { COUNTY_HEARING, MAILING_DATE, NOTICE_YEAR, insertTrimFixture, trimContentDir } from './fixture.ts';

const MISSING = displayToStored('35-20-27-9999-99-999');

describeEachDatabase('TRIM notice', (t) => {
  const env = setUpTestApp(t, { seed: insertTrimFixture, config: { contentDir: trimContentDir() } });
  const get = (url: string) => env.app.inject({ url });
  const notice = async (year = NOTICE_YEAR) => (await get(`/api/Trim/GetNotice?pid=${SUBJECT_DISPLAY}&year=${year}`)).json<TrimNotice>();

  it('prices each authority at the proposed and rolled-back rates: worked examples', async () => {
    const n = await notice();
    // The subject's notice-year values (cards/fixture.ts): assessed 278,000; the homestead takes
    // 25,000 off school levies and 50,000 off the others, so taxable is 253,000 and 228,000.
    expect(n.values.current).toMatchObject({ schoolTaxable: 253_000, nonSchoolTaxable: 228_000 });
    const county = n.authorities.find((a) => a.code === 'CNTY')!;
    // 4.5 mills x 228,000 / 1,000 = 1,026.00; rolled back 4.1 x 228,000 / 1,000 = 934.80.
    expect(county.proposed).toEqual({ millage: 4.5, taxes: 1026 });
    expect(county.rolledBack).toEqual({ millage: 4.1, taxes: 934.8 });
    const school = n.authorities.find((a) => a.code === 'SCHL')!;
    // School levies use the school taxable value: 3.3 x 253,000 / 1,000 = 834.90; 3.0 x 253,000 / 1,000 = 759.00.
    expect(school.proposed).toEqual({ millage: 3.3, taxes: 834.9 });
    expect(school.rolledBack).toEqual({ millage: 3, taxes: 759 });
    // Last year: 2024's assessed 271,000, non-school taxable 221,000 at the adopted 4.4347 = 980.0687 -> 980.07.
    expect(county.prior).toEqual({ millage: 4.4347, taxes: 980.07 });
    const columnSum = (pick: (a: TrimNotice['authorities'][number]) => number) => Math.round(n.authorities.reduce((s, a) => s + pick(a), 0) * 100) / 100;
    expect(n.adValoremTotals.proposed).toBe(columnSum((a) => a.proposed?.taxes ?? 0));
    expect(n.adValoremTotals.rolledBack).toBe(columnSum((a) => a.rolledBack?.taxes ?? 0));
  });

  it('agrees to the cent with the card for a certified year, this year and last', async () => {
    const n = await notice();
    expect(n.isCertified).toBe(true);
    const card = (await get(`/api/PRC/GetPRCCertifiedTaxes?PID=${SUBJECT}&TaxYear=${NOTICE_YEAR}`)).json<PrcCertifiedTax[]>();
    const total = (await get(`/api/PRC/GetPRCTotalTaxes?PID=${SUBJECT}&TaxYear=${NOTICE_YEAR}`)).json<PrcTotalTaxes>();
    const nonAd = (await get(`/api/PRC/GetPRCNonAdValorem?PID=${SUBJECT}&TaxYear=${NOTICE_YEAR}`)).json<PrcNonAdValorem[]>();
    expect(card.length).toBeGreaterThan(3);
    for (const row of card) expect(n.authorities.find((a) => a.code === row.authorityCode)?.adopted).toEqual({ millage: row.millage, taxes: row.taxAmount });
    expect(n.adValoremTotals.adopted).toBe(total.adValoremTaxes);
    expect(n.nonAdValoremTotal).toBe(total.nonAdValoremTaxes);
    expect(n.grandTotals.adopted).toBe(total.totalTaxes);
    expect(n.nonAdValorem.map((a) => a.amount)).toEqual(nonAd.map((a) => a.amount));
    const lastYear = (await get(`/api/PRC/GetPRCTotalTaxes?PID=${SUBJECT}&TaxYear=${NOTICE_YEAR - 1}`)).json<PrcTotalTaxes>();
    expect(n.adValoremTotals.prior).toBe(lastYear.adValoremTaxes);
    expect(n.grandTotals.prior).toBe(lastYear.totalTaxes);
  });

  it('prints the hearing the office announced, the others as not announced, and the petition deadline', async () => {
    const n = await notice();
    expect(n.authorities.find((a) => a.code === 'CNTY')?.hearing).toEqual(COUNTY_HEARING);
    expect(n.authorities.find((a) => a.code === 'ORL')?.hearing).toBeNull();
    expect(n.mailingDate).toBe(MAILING_DATE);
    // 25 days after August 15 is September 9.
    expect(n.petitionDeadline).toBe(`${NOTICE_YEAR}-09-09`);
    // The owner and mailing address are the card's.
    const info = (await get(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`)).json<{ ownerName: string; mailAddress: string }>();
    expect(n.ownerName).toBe(info.ownerName);
    expect(n.mailingAddress[0]).toBe(info.mailAddress);
  });

  it('a year without values is a 404 naming the years there are; an unknown parcel a 404 naming pid', async () => {
    const noYear = await get(`/api/Trim/GetNotice?pid=${SUBJECT}&year=2019`);
    expect(noYear.statusCode).toBe(404);
    expect(noYear.json()).toMatchObject({ field: 'year' });
    expect(noYear.json<{ message: string }>().message).toContain(YEARS.join(', '));
    for (const url of [`/api/Trim/GetNotice?pid=${MISSING}`, `/api/Trim/GetNoticePdf?pid=${MISSING}`, `/api/PRC/GetPRCCardPdf?pid=${MISSING}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ field: 'pid' });
    }
    for (const url of [`/api/Trim/GetNotice?pid=${SUBJECT}&year=20x5`, `/api/Trim/GetNoticePdf?pid=${SUBJECT}&lang=fr`, '/api/Trim/GetNotice']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });

  it('the notice PDF holds the parcel, the figures and intact Spanish, with the same bytes each time', async () => {
    const url = `/api/Trim/GetNoticePdf?pid=${SUBJECT}&year=${NOTICE_YEAR}&lang=es`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.lang).toBe('es-US');
    expect(pdf.title).toContain(SUBJECT_DISPLAY);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of [SUBJECT_DISPLAY, 'Exención', '$1,026.00', '$934.80', '$980.07', 'aún no anunciada', '9 de septiembre de'])
      expect(text).toContain(expected);
    expect((await get(url)).rawPayload.equals(res.rawPayload)).toBe(true);
    const english = await readPdf((await get(`/api/Trim/GetNoticePdf?pid=${SUBJECT}&year=${NOTICE_YEAR}`)).rawPayload);
    expect(english.lang).toBe('en-US');
    expect(english.text.replace(/\s+/g, ' ')).toContain('not yet announced');
  });

  it('the property card PDF is print-ready in both languages', async () => {
    const info = (await get(`/api/PRC/GetPRCGeneralInfo?pid=${SUBJECT}`)).json<{ ownerName: string }>();
    const total = (await get(`/api/PRC/GetPRCTotalTaxes?PID=${SUBJECT}&TaxYear=0`)).json<PrcTotalTaxes>();
    for (const [lang, words] of [
      ['en', ['Property Record Card', 'Printed', 'Data as of', 'Disclaimer', '/propertycard?pid=']],
      ['es', ['Ficha de la propiedad', 'Impreso el', 'Datos al', 'Aviso legal', '/es/propertycard?pid=', 'Exención']],
    ] as const) {
      const res = await get(`/api/PRC/GetPRCCardPdf?pid=${SUBJECT_DISPLAY}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.lang).toBe(`${lang}-US`);
      const text = pdf.text.replace(/\s+/g, ' ');
      for (const word of [
        ...words,
        SUBJECT_DISPLAY,
        'DOE JANE',
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total.totalTaxes),
      ])
        expect(text, lang).toContain(word);
      expect(info.ownerName).toContain('DOE');
    }
  });
});
