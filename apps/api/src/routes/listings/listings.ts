import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { readDocument } from '../../listings/documents.ts';
import { isOpen, loadListings, solicitationStatus, type Position } from '../../listings/store.ts';
import { officeToday } from '../../listings/dates.ts';

// Employment, procurement and testimonials, read from content/listings once at start. Open/closed
// is decided on each request against today's date in Orlando, so a position drops off the list the
// day after it closes without anyone touching the files.

const positionSummary = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  salaryPeriod: z.enum(['year', 'hour']),
  employmentType: z.string(),
  location: z.string(),
  posted: z.string(),
  closes: z.string().nullable(),
});
const positionDetail = positionSummary.extend({ descriptionHtml: z.string() });

const solicitation = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(['Open', 'Under evaluation', 'Awarded', 'Cancelled']),
  issued: z.string(),
  questionsDue: z.string().nullable(),
  due: z.string(),
  awardedTo: z.string().nullable(),
  awardDate: z.string().nullable(),
  contact: z.string(),
  descriptionHtml: z.string(),
  documents: z.array(z.object({ title: z.string(), url: z.string() })),
});

const listingId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a listing id (lower-case letters, digits and dashes)');

function summary(p: Position): z.infer<typeof positionSummary> {
  return {
    id: p.id,
    title: p.title,
    department: p.department,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    salaryPeriod: p.salaryPeriod,
    employmentType: p.employmentType,
    location: p.location,
    posted: p.posted,
    closes: p.closes,
  };
}

function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export async function listingRoutes(app: FastifyInstance): Promise<void> {
  const listings = loadListings(app.config.contentDir);
  for (const problem of listings.problems) app.log.error(`listing file left out: ${problem}`);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const documentFiles = new Set(listings.solicitations.flatMap((s) => s.documents.map((d) => d.file)));

  api.get(
    '/api/Employment/GetPositions',
    {
      schema: {
        tags: ['listings'],
        summary: 'Open positions (closed ones are left out), newest first',
        response: { 200: z.object({ positions: z.array(positionSummary) }) },
      },
    },
    async () => {
      const today = officeToday();
      const open = listings.positions.filter((p) => isOpen(p, today));
      open.sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
      return { positions: open.map(summary) };
    },
  );

  api.get(
    '/api/Employment/GetPosition',
    {
      schema: {
        tags: ['listings'],
        summary: 'One position with its description; 410 once it has closed',
        querystring: z.object({ id: listingId }),
        response: { 200: positionDetail },
      },
    },
    async (request) => {
      const position = listings.positions.find((p) => p.id === request.query.id);
      if (!position) throw new HttpError(404, 'We could not find that position. It may have been removed.', 'id');
      if (!isOpen(position)) {
        throw new HttpError(410, `This position closed on ${longDate(position.closes!)} and is no longer accepting applications.`, 'id');
      }
      return { ...summary(position), descriptionHtml: position.descriptionHtml };
    },
  );

  api.get(
    '/api/Procurement/GetSolicitations',
    {
      schema: {
        tags: ['listings'],
        summary: 'Bids and requests for proposals: open ones first, then the most recent',
        response: { 200: z.object({ solicitations: z.array(solicitation) }) },
      },
    },
    async () => {
      const today = officeToday();
      const rows = listings.solicitations.map((s) => ({
        id: s.id,
        number: s.number,
        title: s.title,
        kind: s.kind,
        status: solicitationStatus(s, today),
        issued: s.issued,
        questionsDue: s.questionsDue,
        due: s.due,
        awardedTo: s.awardedTo,
        awardDate: s.awardDate,
        contact: s.contact,
        descriptionHtml: s.descriptionHtml,
        documents: s.documents.map((d) => ({ title: d.title, url: `/api/Procurement/GetDocument?file=${encodeURIComponent(d.file)}` })),
      }));
      const open = rows.filter((r) => r.status === 'Open').sort((a, b) => a.due.localeCompare(b.due));
      const rest = rows.filter((r) => r.status !== 'Open').sort((a, b) => b.due.localeCompare(a.due));
      return { solicitations: [...open, ...rest] };
    },
  );

  api.get(
    '/api/Procurement/GetDocument',
    {
      schema: {
        tags: ['listings'],
        summary: 'A document of a solicitation (PDF)',
        querystring: z.object({ file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/, 'must be a document name') }),
      },
    },
    async (request, reply) => {
      const { file } = request.query;
      const pdf = documentFiles.has(file) ? readDocument(listings.documentsDir, file, app.config.site.officeName) : null;
      if (!pdf) throw new HttpError(404, 'We could not find that document.', 'file');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file}.pdf"`)
        .header('cache-control', 'public, max-age=300')
        .send(pdf);
    },
  );

  api.get(
    '/api/Testimonials/GetTestimonials',
    {
      schema: {
        tags: ['listings'],
        summary: 'What customers said about the office, newest first',
        response: { 200: z.object({ testimonials: z.array(z.object({ name: z.string(), role: z.string(), date: z.string(), quote: z.string() })) }) },
      },
    },
    async () => ({ testimonials: listings.testimonials }),
  );
}
