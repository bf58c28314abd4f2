import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { TrimHearing } from '@county/shared/trim';

// The office's settings for each year's TRIM notices, in content/trim/YEAR.md (its README says how
// to edit them): the mailing date, and each taxing authority's budget hearing. Read once per
// process and content folder; a file that cannot be read is reported and left out.

export interface TrimSchedule {
  mailingDate: string | null;
  hearings: ReadonlyMap<string, TrimHearing>;
}

// YAML reads an unquoted 2026-08-14 as a date: both spellings are taken.
const isoDate = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date().transform((d) => d.toISOString().slice(0, 10))]);
const fileSchema = z.object({
  year: z.number().int(),
  mailingDate: isoDate.optional(),
  hearings: z.record(z.string(), z.object({ date: isoDate, time: z.string().min(1), place: z.string().min(1) })).default({}),
});

const EMPTY: TrimSchedule = { mailingDate: null, hearings: new Map() };
const loaded = new Map<string, Map<number, TrimSchedule>>();

function readSchedules(contentDir: string, warn: (message: string) => void): Map<number, TrimSchedule> {
  const folder = join(contentDir, 'trim');
  const byYear = new Map<number, TrimSchedule>();
  if (!existsSync(folder)) return byYear;
  for (const name of readdirSync(folder).filter((n) => /^\d{4}\.md$/.test(n))) {
    const parsed = fileSchema.safeParse(matter(readFileSync(join(folder, name), 'utf8')).data);
    if (!parsed.success || `${parsed.data.year}.md` !== name) {
      warn(`content/trim/${name} left out: ${parsed.success ? 'its year does not match its name' : parsed.error.issues[0]?.message}`);
      continue;
    }
    const hearings = new Map(Object.entries(parsed.data.hearings).map(([code, h]) => [code.toUpperCase(), h]));
    byYear.set(parsed.data.year, { mailingDate: parsed.data.mailingDate ?? null, hearings });
  }
  return byYear;
}

/** The year's mailing date and hearings (empty when the office has written none). */
export function trimSchedule(contentDir: string, year: number, warn: (message: string) => void = console.warn): TrimSchedule {
  let byYear = loaded.get(contentDir);
  if (!byYear) {
    byYear = readSchedules(contentDir, warn);
    loaded.set(contentDir, byYear);
  }
  return byYear.get(year) ?? EMPTY;
}

/** The last day to petition the Value Adjustment Board: 25 days after mailing (s. 194.011(3)(d), F.S.). */
export function petitionDeadline(mailingDate: string | null): string | null {
  if (mailingDate === null) return null;
  const date = new Date(`${mailingDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 25);
  return date.toISOString().slice(0, 10);
}
