import { describe, expect, it } from 'vitest';
import { SUBJECT, SUBJECT_DISPLAY } from '../cards/fixture.ts';
import { insertTrimFixture, trimContentDir } from '../trim/fixture.ts';
import { pdfCache } from '../../src/pdf/pdf-cache.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { readPdf } from './read-pdf.ts';

// Decision 128: a PDF is made once for what it prints. The same inputs give the kept bytes without
// rendering; other inputs render anew; past its bound the least recently used goes first. Through
// the routes, a change the roll's change count does not see (a sale's price) still prints at once.

describe('pdfCache', () => {
  it('renders once per inputs, again for other inputs, and drops the least recently used past its bound', () => {
    const cache = pdfCache(2_500);
    let renders = 0;
    const render = (text: string) => () => (renders++, Buffer.alloc(1_000, text));
    const first = cache.get('card', { pid: 'A', lang: 'en' }, render('a'));
    expect(cache.get('card', { pid: 'A', lang: 'en' }, render('x'))).toBe(first);
    expect(renders).toBe(1);
    expect(cache.get('notice', { pid: 'A', lang: 'en' }, render('b')).toString()).toMatch(/^b/);
    expect(cache.get('card', { pid: 'A', lang: 'es' }, render('c')).toString()).toMatch(/^c/);
    expect(renders).toBe(3);
    // Three PDFs of 1,000 bytes do not fit in 2,500: the card in English, used longest ago, went.
    expect(cache.get('card', { pid: 'A', lang: 'en' }, render('d')).toString()).toMatch(/^d/);
    expect(renders).toBe(4);
  });
});

describeEachDatabase('PDFs kept by what they print', (t) => {
  const env = setUpTestApp(t, { seed: insertTrimFixture, config: { contentDir: trimContentDir() } });

  it('serves the same bytes again, and prints a corrected sale at once', async () => {
    const card = () => env.app.inject(`/api/PRC/GetPRCCardPdf?pid=${SUBJECT_DISPLAY}&lang=en`);
    const first = await card();
    expect((await card()).rawPayload.equals(first.rawPayload)).toBe(true);
    const sale = await env.database.db.selectFrom('sales').select(['seq', 'price']).where('parcel_id', '=', SUBJECT).orderBy('seq').executeTakeFirstOrThrow();
    await env.database.db.updateTable('sales').set({ price: 123_457 }).where('parcel_id', '=', SUBJECT).where('seq', '=', sale.seq).execute();
    const corrected = await card();
    expect(corrected.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await readPdf(corrected.rawPayload)).text).toContain('$123,457');
    const notice = (lang: string) => env.app.inject(`/api/Trim/GetNoticePdf?pid=${SUBJECT_DISPLAY}&lang=${lang}`);
    const english = await notice('en');
    expect((await notice('en')).rawPayload.equals(english.rawPayload)).toBe(true);
    expect((await readPdf((await notice('es')).rawPayload)).lang).toBe('es-US');
  });
});
