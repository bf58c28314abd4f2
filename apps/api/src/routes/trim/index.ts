import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_CACHE_CONTROL, sendCacheable } from '../cacheable-json.ts';
import { officeClock } from '../../office-clock.ts';
import { cardPdfData, renderCardPdf } from '../../cards/card-pdf.ts';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { pdfCache } from '../../pdf/pdf-cache.ts';
import { publicUrl } from '../../public-origin.ts';
import { noticePdf } from '../../trim/notice-pdf.ts';
import { trimNotice } from '../../trim/notice.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// The TRIM notice of a parcel and year (JSON for the page, PDF for paper), and the property card
// as a PDF. An unknown parcel is a 404 naming pid; a year the parcel has no values for is a 404
// naming year, whose message lists the years there are (trim/notice.ts).

const tags = ['trim notice'];

export async function trimRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database;
  const options = () => ({ contentDir: app.config.contentDir, levyingAuthorities: app.config.site.levyingAuthorities });
  // The card's print date is the office's calendar day, in the county's time zone.
  const clock = officeClock(app.config.site.timeZone);
  // Each PDF is made once for what it prints (decision 128); the parcel is still read on every request.
  const pdfs = pdfCache();
  const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
    reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', CARD_CACHE_CONTROL).send(pdf);

  app.get(
    API.trimNotice.path,
    {
      schema: contractSchema('trimNotice', { tags, summary: "A parcel's Notice of Proposed Property Taxes (TRIM notice, DR-474) for a year" }),
    },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.pid, 'pid');
      return sendCacheable(request, reply, await trimNotice(db(), pid, request.query.year ?? null, options()));
    },
  );

  app.get(
    API.trimNoticePdf.path,
    { schema: contractSchema('trimNoticePdf', { tags, summary: 'The same TRIM notice as a PDF, in English or Spanish' }) },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.pid, 'pid');
      const notice = await trimNotice(db(), pid, request.query.year ?? null, options());
      const { lang } = request.query;
      const context = {
        office: app.config.site.officeName,
        pageUrl: publicUrl(app.config, `/trim?pid=${notice.parcelId}&year=${notice.taxYear}`, lang),
        appealsUrl: publicUrl(app.config, '/appeals', lang),
      };
      const pdf = pdfs.get('notice', { notice, lang, context }, () => noticePdf(notice, lang, context));
      return sendPdf(reply, pdf, `trim-${notice.taxYear}-${notice.parcelId}-${lang}.pdf`);
    },
  );

  app.get(
    API.prcCardPdf.path,
    { schema: contractSchema('prcCardPdf', { tags: ['property card'], summary: 'The property card as a print-ready PDF, in English or Spanish' }) },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.pid, 'pid');
      const { lang } = request.query;
      const context = {
        office: app.config.site.officeName,
        officeAddress: app.config.site.officeAddress,
        pageUrl: publicUrl(app.config, `/propertycard?pid=${pid}`, lang),
        printDate: clock.today(),
        levyingAuthorities: app.config.site.levyingAuthorities,
      };
      const data = await cardPdfData(db(), pid, context.levyingAuthorities);
      const pdf = pdfs.get('card', { data, lang, context }, () => renderCardPdf(data, lang, context));
      return sendPdf(reply, pdf, `property-card-${pid}-${lang}.pdf`);
    },
  );
}
