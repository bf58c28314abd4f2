import { expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CONFIDENTIAL_OWNER } from '@county/shared';
import en from '@county/shared/code-text/messages/en.json';
import es from '@county/shared/code-text/messages/es.json';
import type { PrcExemption, PrcGeneralInfo, PrcSale, PrcStats } from '@county/shared/cards';
import { seedCounty } from '../../src/data/generator/index.ts';
import { PdfWriter } from '../../src/pdf/writer.ts';
import { addConfidential } from '../../src/privacy/index.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { readPdf } from './read-pdf.ts';

// Issue 41, item 12: what the card and TRIM PDFs print. The Spanish PDFs print the roll's code
// texts (use, exemptions, deed types) in Spanish; the card writes the state in the property's
// address and its figures grouped; a confidential parcel's mailing row says why it is empty; and a
// bar label too long for its column wraps without running into the next one.

const spanish = (english: string) => {
  const key = Object.entries(en).find(([, text]) => text === english)?.[0];
  return key ? (es as Record<string, string>)[key]! : undefined;
};
const flat = (text: string) => text.replace(/\s+/g, ' ');

describeEachDatabase('the card and TRIM PDFs', (db) => {
  const env = setUpTestApp(db, { seed: (database) => seedCounty(database, { parcels: 80, tpp: 0, seed: 23 }) });
  const get = async <T>(url: string) => (await env.app.inject(url)).json<T>();

  it('print code texts in Spanish, the state and grouped figures on the card', async () => {
    const homes = await env.database.db
      .selectFrom('parcels as p')
      .innerJoin('parcel_exemptions as e', 'e.parcel_id', 'p.parcel_id')
      .innerJoin('sales as s', 's.parcel_id', 'p.parcel_id')
      .select('p.parcel_id')
      .where('p.use_code', '=', '0100')
      .distinct()
      .orderBy('p.parcel_id')
      .execute();
    let checked = 0;
    for (const { parcel_id: pid } of homes) {
      const stats = await get<PrcStats>(`/api/PRC/GetPRCStats?pid=${pid}`);
      if (stats.livingArea < 1000) continue;
      const info = await get<PrcGeneralInfo>(`/api/PRC/GetPRCGeneralInfo?pid=${pid}`);
      const exemptions = await get<PrcExemption[]>(`/api/PRC/GetPRCExemptions?pid=${pid}`);
      const sales = await get<PrcSale[]>(`/api/PRC/GetPRCSales?pid=${pid}`);
      const card = flat((await readPdf((await env.app.inject(`/api/PRC/GetPRCCardPdf?pid=${pid}&lang=es`)).rawPayload)).text);
      const notice = flat((await readPdf((await env.app.inject(`/api/Trim/GetNoticePdf?pid=${pid}&lang=es`)).rawPayload)).text);
      const exemption = exemptions.at(-1)!.description;
      const deed = sales[0]!.deedDescription;
      for (const english of [info.dorDescription, exemption, deed]) {
        expect(spanish(english), `the catalog has '${english}'`).toBeDefined();
        expect(card).toContain(spanish(english));
      }
      expect(notice).toContain(spanish(exemption));
      for (const english of [exemption, deed]) expect(card).not.toContain(english);
      expect(notice).not.toContain(exemption);
      expect(card).toContain(`${info.propertyCity}, FL ${info.propertyZip}`);
      expect(card).toContain(new Intl.NumberFormat('es-US').format(stats.livingArea));
      expect(card).not.toContain(` ${stats.livingArea} `);
      checked++;
      if (checked === 3) break;
    }
    expect(checked).toBe(3);
  });

  it("print the confidential label in a marked parcel's mailing row", async () => {
    const { parcel_id: pid } = await env.database.db
      .selectFrom('parcels')
      .select('parcel_id')
      .where('mail_address1', 'is not', null)
      .orderBy('parcel_id', 'desc')
      .executeTakeFirstOrThrow();
    await addConfidential(env.database, [pid], null);
    for (const lang of ['en', 'es'] as const) {
      for (const url of [`/api/PRC/GetPRCCardPdf?pid=${pid}&lang=${lang}`, `/api/Trim/GetNoticePdf?pid=${pid}&lang=${lang}`]) {
        const lines = (await readPdf((await env.app.inject(url)).rawPayload)).text.split('\n');
        const mailing = lines.findIndex((l) => /^(Mailing address|Dirección postal)/.test(l.trim()));
        expect(lines[mailing], url).toContain(CONFIDENTIAL_OWNER[lang]);
      }
    }
  });
});

it('wraps a long bar label and starts the next bar below its last line', async () => {
  const pdf = new PdfWriter({ title: 'Bars', lang: 'en', date: new Date(Date.UTC(2026, 0, 1)), footer: 'test' });
  const long = 'A taxing authority with a name far too long for the label column of the chart';
  pdf.bars([
    { label: long, share: 0.6 },
    { label: 'Short', share: 0.4 },
  ]);
  const doc = await getDocument({ data: new Uint8Array(pdf.finish()), isEvalSupported: false }).promise;
  const items = (await (await doc.getPage(1)).getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ text: item.str, top: 792 - item.transform[5]!, height: item.height }] : [],
  );
  await doc.destroy();
  const labelLines = items.filter((i) => long.includes(i.text.trim()));
  expect(labelLines.length).toBeGreaterThan(1);
  const lastLine = Math.max(...labelLines.map((i) => i.top));
  const next = items.find((i) => i.text.trim() === 'Short')!;
  expect(next.top - lastLine).toBeGreaterThanOrEqual(next.height);
});
