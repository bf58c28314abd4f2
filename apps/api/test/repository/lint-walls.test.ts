import { join, resolve } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The walls between the API's domains are lint rules (eslint.config.js, decision 7): another domain
// takes the privacy module only through its index.ts, and only alerts/ names the owner alerts'
// sign-up table. Each case plants code in a file at a place of the tree and asks the repository's
// own configuration, as it applies to that place, whether the code is reported.

const ROOT = resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });
const linter = new Linter({ configType: 'flat' });
const RULES = ['no-restricted-imports', 'no-restricted-syntax'] as const;

// Loading the configuration (its plugins, the TypeScript resolver) takes seconds, once.
beforeAll(() => eslint.calculateConfigForFile(join(ROOT, 'apps/api/src/app.ts')), 60_000);

/** The messages of the configured wall rules for `code` written at `file` (relative to apps/api/src). */
async function wallFindings(file: string, code: string): Promise<string[]> {
  const filePath = join(ROOT, 'apps/api/src', file);
  const config = (await eslint.calculateConfigForFile(filePath)) as Linter.Config;
  const rules = Object.fromEntries(RULES.flatMap((name) => (config.rules?.[name] ? [[name, config.rules[name]]] : [])));
  expect(rules['no-restricted-imports'], file).toBeDefined();
  const messages = linter.verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' }, rules }], {
    filename: filePath,
  });
  return messages.map((m) => m.message);
}

describe('the privacy wall', () => {
  it('reports a privacy file other than index.ts imported from another domain or a route', async () => {
    const planted: [string, string][] = [
      ['data/probe.ts', "import { maskConfidential } from '../privacy/confidential.ts';"],
      ['data/importer/probe.ts', "import { markConfidential } from '../../privacy/confidential.ts';"],
      ['cli/probe.ts', "import { nameWords } from '../privacy/accounts.ts';"],
      ['routes/prc/probe.ts', "import { maskSales } from '../../privacy/sales.ts';"],
    ];
    for (const [file, code] of planted) expect((await wallFindings(file, code)).join(' '), file).toMatch(/privacy\/index\.ts/);
  });

  it('lets other domains import privacy/index.ts, and the privacy files import each other', async () => {
    expect(await wallFindings('data/probe.ts', "import { maskConfidential } from '../privacy/index.ts';")).toEqual([]);
    expect(await wallFindings('routes/prc/probe.ts', "import { ownerInLang } from '../../privacy/index.ts';")).toEqual([]);
    expect(await wallFindings('privacy/probe.ts', "import { maskSales } from './sales.ts';")).toEqual([]);
  });

  it('keeps the HTTP-layer wall beside it in domain code', async () => {
    expect((await wallFindings('data/probe.ts', "import { HttpError } from '../plugins/errors.ts';")).join(' ')).toMatch(/HTTP layer/);
    expect((await wallFindings('privacy/probe.ts', "import { HttpError } from '../plugins/errors.ts';")).join(' ')).toMatch(/HTTP layer/);
  });
});

describe('the owner alerts’ sign-up table', () => {
  const query = "export const q = (db) => db.selectFrom('alert_subscriptions').selectAll().execute();";

  it('is reported when named outside alerts/, in a route or another domain', async () => {
    for (const file of ['routes/owner-alerts/probe.ts', 'data/importer/probe.ts', 'cli/probe.ts']) {
      expect((await wallFindings(file, query)).join(' '), file).toMatch(/alerts\/subscriptions\.ts/);
    }
    expect((await wallFindings('routes/owner-alerts/probe.ts', query.replace("'alert_subscriptions'", "'alert_subscriptions as a'"))).join(' ')).toMatch(
      /alerts\/subscriptions\.ts/,
    );
  });

  it('is not reported in alerts/, nor for other tables in a route', async () => {
    expect(await wallFindings('alerts/probe.ts', query)).toEqual([]);
    expect(await wallFindings('routes/owner-alerts/probe.ts', "export const q = (db) => db.selectFrom('parcels').selectAll().execute();")).toEqual([]);
  });
});
