import type { Reporter, TestModule } from 'vitest/node';

// Where the PostgreSQL half of the API tests connects, and a reporter that ends the run with what
// was skipped when no server answered: a line at the start of a long run scrolls away, and a green
// run that quietly tested only SQLite must not pass for a full one.

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The tag in the name of every describe block that runs on PostgreSQL. */
export const POSTGRES_TAG = '[postgres]';

export class PostgresSkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let tests = 0;
    let files = 0;
    for (const testModule of testModules) {
      const skipped = [...testModule.children.allTests('skipped')].filter((test) => test.fullName.includes(POSTGRES_TAG));
      tests += skipped.length;
      if (skipped.length > 0) files += 1;
    }
    if (tests === 0) return;
    const bar = '!'.repeat(78);
    process.stdout.write(
      [
        '',
        bar,
        `PostgreSQL tests SKIPPED: ${tests} tests in ${files} files did not run (no server answered at ${PG_URL}).`,
        'Only the SQLite half of the data tests ran. Start PostgreSQL or set TEST_DATABASE_URL;',
        'CI (.ci/run) sets REQUIRE_POSTGRES=1 and fails instead.',
        bar,
        '',
      ].join('\n'),
    );
  }
}
