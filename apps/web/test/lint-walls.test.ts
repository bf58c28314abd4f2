import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The web's walls are lint rules (eslint.config.js, decision 102): nothing below app/ imports it,
// and only lib/ and the features' api/ folders send requests with the raw http helpers. Each
// case plants an import in a file at a place of the tree and asks the repository's own
// configuration, as it applies to that place, whether the import is reported.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });
const linter = new Linter({ configType: 'flat' });

// Loading the configuration (its plugins, the TypeScript resolver) takes seconds, once.
beforeAll(() => eslint.calculateConfigForFile(join(ROOT, 'apps/web/src/main.tsx')), 60_000);

/** The messages of the configured import rule for `code` written at `file` (relative to apps/web/src). */
async function importFindings(file: string, code: string): Promise<string[]> {
  const filePath = join(ROOT, 'apps/web/src', file);
  const config = (await eslint.calculateConfigForFile(filePath)) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  expect(rule, file).toBeDefined();
  const messages = linter.verify(
    code,
    [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, sourceType: 'module' }, rules: { 'no-restricted-imports': rule! } }],
    { filename: filePath },
  );
  return messages.map((m) => m.message);
}

describe('the app/ wall', () => {
  it('reports app/ imported from a feature, a shared component, lib/ or i18n/', async () => {
    const planted: [string, string][] = [
      ['features/search/components/probe.tsx', "import { routes } from '../../../app/router.tsx';"],
      ['features/search/probe.ts', "import { MENUS } from '../../app/menus.ts';"],
      ['components/probe.tsx', "import { MENUS } from '../app/menus.ts';"],
      ['components/form-fields/probe.tsx', "import { Layout } from '../../app/layout.tsx';"],
      ['lib/probe.ts', "import { DialogHost } from '../app/dialog-host.tsx';"],
      ['i18n/probe.ts', "import { App } from '../app/app.tsx';"],
    ];
    for (const [file, code] of planted) expect((await importFindings(file, code)).join(' '), file).toMatch(/app\//);
  });

  it('lets the entry points import app/, and features import lib/', async () => {
    expect(await importFindings('main.tsx', "import { App } from './app/app.tsx';")).toEqual([]);
    expect(await importFindings('entry-server.tsx', "import { pages } from './app/router.tsx';")).toEqual([]);
    expect(await importFindings('features/search/components/probe.tsx', "import { dialogs } from '../../../lib/dialogs.ts';")).toEqual([]);
  });
});

describe('the requests wall', () => {
  it('reports getJson or postJson imported outside lib/ and the features’ api/ folders', async () => {
    const planted: [string, string][] = [
      ['features/search/components/probe.tsx', "import { getJson } from '../../../lib/http.ts';"],
      ['features/search/probe.ts', "import { postJson } from '../../lib/http.ts';"],
      ['components/form-fields/probe.ts', "import { getJson } from '../../lib/http.ts';"],
      ['app/probe.tsx', "import { getJson } from '../lib/http.ts';"],
      ['i18n/probe.ts', "import { getJson } from '../lib/http.ts';"],
    ];
    for (const [file, code] of planted) expect((await importFindings(file, code)).join(' '), file).toMatch(/'(getJson|postJson)' import from/);
  });

  it('lets lib/ and a feature’s api/ folder send requests, and anyone read the rest of lib/http.ts', async () => {
    expect(await importFindings('features/search/api/probe.ts', "import { getJson, postJson } from '../../../lib/http.ts';")).toEqual([]);
    expect(await importFindings('lib/probe.ts', "import { getJson } from './http.ts';")).toEqual([]);
    expect(await importFindings('features/search/components/probe.tsx', "import { HttpError, buildQuery } from '../../../lib/http.ts';")).toEqual([]);
  });
});
