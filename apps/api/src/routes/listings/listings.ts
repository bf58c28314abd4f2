import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PositionSummary } from '@county/shared/listings';
import { HttpError } from '../../plugins/errors.ts';
import { readDocument } from '../../listings/documents.ts';
import { isOpen, loadListings, solicitationStatus, type Position } from '../../listings/store.ts';
import { officeClock } from '../../office-clock.ts';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// Employment, procurement and testimonials, read from content/listings once at start. Open/closed
// is decided on each request against today's date at the office (in its county's time zone), so a
// position drops off the list the day after it closes without anyone touching the files.

function summary(p: Position): PositionSummary {
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
  const clock = officeClock(app.config.site.timeZone);
  for (const problem of listings.problems) app.log.error(`listing file left out: ${problem}`);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const documentFiles = new Set(listings.solicitations.flatMap((s) => s.documents.map((d) => d.file)));

  api.get(
    API.positions.path,
    {
      schema: contractSchema('positions', { tags: ['listings'], summary: 'Open positions (closed ones are left out), newest first' }),
    },
    async () => {
      const today = clock.today();
      const open = listings.positions.filter((p) => isOpen(p, today));
      open.sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
      return { positions: open.map(summary) };
    },
  );

  api.get(
    API.position.path,
    {
      schema: contractSchema('position', { tags: ['listings'], summary: 'One position with its description; 410 once it has closed' }),
    },
    async (request) => {
      const position = listings.positions.find((p) => p.id === request.query.id);
      if (!position) throw new HttpError(404, 'We could not find that position. It may have been removed.', 'id');
      if (!isOpen(position, clock.today())) {
        throw new HttpError(410, `This position closed on ${longDate(position.closes!)} and is no longer accepting applications.`, 'id');
      }
      return { ...summary(position), descriptionHtml: position.descriptionHtml };
    },
  );

  api.get(
    API.solicitations.path,
    {
      schema: contractSchema('solicitations', { tags: ['listings'], summary: 'Bids and requests for proposals: open ones first, then the most recent' }),
    },
    async () => {
      const today = clock.today();
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
        documents: s.documents.map((d) => ({ title: d.title, url: `${API.procurementDocument.path}?file=${encodeURIComponent(d.file)}` })),
      }));
      const open = rows.filter((r) => r.status === 'Open').sort((a, b) => a.due.localeCompare(b.due));
      const rest = rows.filter((r) => r.status !== 'Open').sort((a, b) => b.due.localeCompare(a.due));
      return { solicitations: [...open, ...rest] };
    },
  );

  api.get(
    API.procurementDocument.path,
    {
      schema: contractSchema('procurementDocument', { tags: ['listings'], summary: 'A document of a solicitation (PDF)' }),
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
    API.testimonials.path,
    {
      schema: contractSchema('testimonials', { tags: ['listings'], summary: 'What customers said about the office, newest first' }),
    },
    async () => ({ testimonials: listings.testimonials }),
  );
}
