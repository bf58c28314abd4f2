import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { YEARS, insertCardFixture } from '../cards/fixture.ts';

// The card tests' roll, with the rates a TRIM notice adds for its latest year, and a copy of the
// office's content whose trim/ folder holds only that year's mailing date and one hearing (the
// county's); the rest are not announced.

export const NOTICE_YEAR = Math.max(...YEARS);
export const MAILING_DATE = `${NOTICE_YEAR}-08-15`;
/** Proposed and rolled-back rates of the notice year; the others keep their adopted rate for both. */
export const PROPOSALS: Record<string, { proposed: number; rolledBack: number }> = {
  CNTY: { proposed: 4.5, rolledBack: 4.1 },
  SCHL: { proposed: 3.3, rolledBack: 3.0 },
};
export const COUNTY_HEARING = { date: `${NOTICE_YEAR}-09-10`, time: '5:01 PM', place: 'Commission Chambers, 201 S. Rosalind Ave' };

export async function insertTrimFixture(database: Database): Promise<void> {
  await insertCardFixture(database);
  const adopted = await database.db.selectFrom('millage').selectAll().where('tax_year', '=', NOTICE_YEAR).execute();
  await database.db
    .insertInto('millage_proposals')
    .values(
      adopted.map((m) => ({
        tax_year: NOTICE_YEAR,
        authority_code: m.authority_code,
        proposed: PROPOSALS[m.authority_code]?.proposed ?? m.millage,
        rolled_back: PROPOSALS[m.authority_code]?.rolledBack ?? m.millage,
      })),
    )
    .execute();
}

export function trimContentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trim-content-'));
  cpSync(join(repoRoot, 'content'), dir, { recursive: true });
  rmSync(join(dir, 'trim'), { recursive: true });
  cpSync(join(repoRoot, 'content', 'trim', 'README.md'), join(dir, 'trim', 'README.md'));
  const { date, time, place } = COUNTY_HEARING;
  writeFileSync(
    join(dir, 'trim', `${NOTICE_YEAR}.md`),
    `---\nyear: ${NOTICE_YEAR}\nmailingDate: "${MAILING_DATE}"\nhearings:\n  CNTY:\n    date: "${date}"\n    time: "${time}"\n    place: "${place}"\n---\n`,
  );
  return dir;
}
