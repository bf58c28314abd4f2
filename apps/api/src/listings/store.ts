import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { positionFileSchema, solicitationFileSchema, testimonialsFileSchema, type PositionFile, type SolicitationFile } from './schemas.ts';

// Job openings, bids and testimonials are files of content/listings (one Markdown file per position
// or solicitation, front matter for the fields, the body for the description; testimonials.md
// holds the list of quotes). The office edits them like every other page and restarts the server.
// See docs/decisions/0070-listings-in-the-content-store.md.

export interface Position extends PositionFile {
  id: string;
  descriptionHtml: string;
}

export interface Solicitation extends SolicitationFile {
  id: string;
  descriptionHtml: string;
}

export type SolicitationStatus = 'Open' | 'Under evaluation' | 'Awarded' | 'Cancelled';

export interface Testimonial {
  name: string;
  role: string;
  date: string;
  quote: string;
}

export interface Listings {
  positions: Position[];
  solicitations: Solicitation[];
  testimonials: Testimonial[];
  /** Where procurement documents live (PDF, or a text source rendered as PDF). */
  documentsDir: string;
  /** Files left out, with the reason: logged at start so the office can fix them. */
  problems: string[];
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  // Headings inside a listing sit below the page's own h1 and the listing's h2.
  transformTags: { h2: 'h3', h3: 'h4' },
};

export function renderDescription(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), SANITIZE).trim();
}

function readMarkdownFiles<S extends z.ZodType>(dir: string, schema: S, problems: string[]) {
  if (!existsSync(dir)) return [];
  const out: { id: string; data: z.infer<S>; body: string }[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const id = name.slice(0, -3);
    if (!ID_PATTERN.test(id)) {
      problems.push(`${join(dir, name)}: file name must be lower-case letters, digits and dashes`);
      continue;
    }
    const parsed = parseMatter(join(dir, name), problems);
    if (!parsed) continue;
    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push(`${join(dir, name)}: ${issue?.path.join('.') || 'front matter'}: ${issue?.message}`);
      continue;
    }
    out.push({ id, data: result.data, body: parsed.content });
  }
  return out;
}

function parseMatter(path: string, problems: string[]): matter.GrayMatterFile<string> | null {
  try {
    // gray-matter caches by content; a fresh copy keeps one file's data from leaking into another.
    return matter(readFileSync(path, 'utf8'), {});
  } catch (error) {
    problems.push(`${path}: ${(error as Error).message}`);
    return null;
  }
}

export function loadListings(contentDir: string): Listings {
  const root = join(contentDir, 'listings');
  const problems: string[] = [];
  const positions = readMarkdownFiles(join(root, 'employment'), positionFileSchema, problems).flatMap(({ id, data, body }) => {
    if (data.salaryMax < data.salaryMin) {
      problems.push(`${id}: salaryMax is below salaryMin`);
      return [];
    }
    return [{ ...data, id, descriptionHtml: renderDescription(body) }];
  });
  const solicitations = readMarkdownFiles(join(root, 'procurement'), solicitationFileSchema, problems).map(({ id, data, body }) => ({
    ...data,
    id,
    descriptionHtml: renderDescription(body),
  }));
  let testimonials: Testimonial[] = [];
  const testimonialsPath = join(root, 'testimonials.md');
  if (existsSync(testimonialsPath)) {
    const parsed = parseMatter(testimonialsPath, problems);
    const result = testimonialsFileSchema.safeParse(parsed?.data);
    if (result.success) testimonials = [...result.data.testimonials].sort((a, b) => b.date.localeCompare(a.date));
    else if (parsed) problems.push(`${testimonialsPath}: ${result.error.issues[0]?.message}`);
  }
  return { positions, solicitations, testimonials, documentsDir: join(root, 'procurement', 'documents'), problems };
}

/** Whether a position still takes applications on the office's day `today`. */
export function isOpen(position: Position, today: string): boolean {
  return position.closes === null || position.closes >= today;
}

export function solicitationStatus(s: Solicitation, today: string): SolicitationStatus {
  if (s.status === 'awarded') return 'Awarded';
  if (s.status === 'cancelled') return 'Cancelled';
  return s.due >= today ? 'Open' : 'Under evaluation';
}
