// One lint configuration for every workspace. jsx-a11y runs at error level because the site must
// meet WCAG 2.1 AA: a lint error is the cheapest place to catch an unlabelled control.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The walls of the code (decision record 7). Type-checked rules catch promises nobody awaits; the
// cycle rule keeps imports flowing one way; domain code in apps/api/src never reaches up into the
// HTTP layer (routes/, plugins/), which is where domain errors become statuses; a domain keeps its
// tables and inner files to itself (apiWalls()).
const TYPED_FILES = ['apps/api/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'e2e/**/*.ts', 'vitest.config.ts'];
const API_DOMAIN = ['apps/api/src/**/*.ts'];
// app.ts, server.ts and config.ts assemble the server (config reads the plugins' settings from the environment).
const API_HTTP_LAYER = ['apps/api/src/routes/**', 'apps/api/src/plugins/**', 'apps/api/src/app.ts', 'apps/api/src/server.ts', 'apps/api/src/config.ts'];

const API_LITERAL = {
  message: 'Build API paths from the shared table (@county/shared/api/paths) through lib/api.ts.',
};
const CONTRACT_TYPES_ONLY = {
  name: '@county/shared/api/contract',
  allowTypeImports: true,
  message: 'The contract holds every schema: import its types only (`import type`).',
};

// app/ is the top layer (bulletproof-react's rule): what the rest of the app shares lives in lib/ or components/.
const APP_WALL = {
  regex: '^(\\.\\./)+app/',
  message: 'Only main.tsx and entry-server.tsx import app/ (router, layout, dialog host): move what is shared to lib/ or components/.',
};
// Every request goes through a feature's api/ file (or lib/), typed from the contract.
const RAW_HTTP = {
  regex: '(^|/)lib/http(\\.ts)?$',
  importNames: ['getJson', 'postJson'],
  message: "Send requests from the feature's api/ folder (one file per call, typed from the contract), not from components.",
};

const HTTP_LAYER_WALL = {
  regex: '(^|/)(routes|plugins)/',
  message: 'Domain code does not import the HTTP layer: throw a domain error (src/errors.ts) and let the route map it.',
};
// Each domain owns its tables and exports what others may call (decision 7): privacy/ through its index.ts.
const PRIVACY_WALL = {
  regex: '(^|/)privacy/(?!index\\.ts$)',
  message: 'Use the privacy module through privacy/index.ts: export from there what another domain needs.',
};
// The owner alerts' sign-ups are read and changed only in alerts/ (the routes call alerts/subscriptions.ts).
const ALERT_SUBSCRIPTIONS_WALL = {
  selector: 'Literal[value=/^alert_subscriptions\\b/]',
  message: 'alert_subscriptions belongs to alerts/: call alerts/subscriptions.ts.',
};

/** The API's walls between the HTTP layer and the domains, and between domains (a later block replaces an earlier one's options). */
function apiWalls() {
  const imports = (...patterns) => ['error', { patterns }];
  return [
    { files: API_DOMAIN, rules: { 'no-restricted-imports': imports(PRIVACY_WALL) } },
    { files: API_DOMAIN, ignores: API_HTTP_LAYER, rules: { 'no-restricted-imports': imports(HTTP_LAYER_WALL, PRIVACY_WALL) } },
    { files: ['apps/api/src/privacy/**/*.ts'], rules: { 'no-restricted-imports': imports(HTTP_LAYER_WALL) } },
    {
      files: API_DOMAIN,
      // The migrations create the table; the schema types it.
      ignores: ['apps/api/src/alerts/**', 'apps/api/src/db/**'],
      rules: { 'no-restricted-syntax': ['error', ALERT_SUBSCRIPTIONS_WALL] },
    },
  ];
}

/** The web app's import rules, one block per place in the tree (a later block replaces an earlier one's options). */
function webWalls() {
  const imports = (...patterns) => ['error', { paths: [CONTRACT_TYPES_ONLY], patterns }];
  const otherFeature = (up) => ({
    regex: `^${'\\.\\./'.repeat(up)}(?!\\.\\./)[^/]+/(?!index\\.ts$)`,
    message: "Use the other feature's public index.ts; move what several features share to components/ or lib/.",
  });
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      // A test may name the path it expects.
      ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: 'Literal[value=/^\\u002Fapi\\u002F/]', ...API_LITERAL },
          { selector: 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]', ...API_LITERAL },
        ],
      },
    },
    { files: ['apps/web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(RAW_HTTP) } },
    { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(otherFeature(1), APP_WALL, RAW_HTTP) } },
    { files: ['apps/web/src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(otherFeature(2), APP_WALL, RAW_HTTP) } },
    { files: ['apps/web/src/features/*/api/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(otherFeature(2), APP_WALL) } },
    {
      files: ['apps/web/src/lib/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': imports({ regex: '^\\.\\./(components|features|app)/', message: 'lib/ is the bottom layer: it imports no UI.' }) },
    },
    {
      files: ['apps/web/src/components/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': imports(
          { regex: '^(\\.\\./)+features/[^/]+/(?!index\\.ts$)', message: 'Shared components take a feature only through its index.ts.' },
          APP_WALL,
          RAW_HTTP,
        ),
      },
    },
    { files: ['apps/web/src/i18n/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(APP_WALL, RAW_HTTP) } },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: TYPED_FILES,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify route plugins and hooks are async by contract (the framework awaits what they
      // return), so an async function without an await is not a mistake here.
      '@typescript-eslint/require-await': 'off',
      // Passing on a value already received (an abort signal's reason, a loader's failure) is not
      // inventing a non-Error rejection; the rule still flags rejecting with a string or a number.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // Injected responses' json() is `any` by design of light-my-request: tests read fields from it
    // and assert them, so the any-safety rules would flag every assertion without catching a bug.
    files: ['apps/api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...apiWalls(),
  // Scripts served as they are, outside the bundle (public/start-app.js).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...Object.fromEntries(
        Object.entries(jsxA11y.flatConfigs.strict.rules).map(([name, value]) => [name, Array.isArray(value) ? ['error', ...value.slice(1)] : 'error']),
      ),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Walls of the web app (decisions 0006 and 0102). API paths come only from the shared table; the
  // shared contract (every schema) is imported for its types only, so no schema library reaches the
  // first load; a feature reaches another only through its public index.ts; lib/ is the bottom
  // layer, components/ take a feature only through its index.ts, and nothing below app/ imports it;
  // requests are sent only from lib/ and the features' api/ folders.
  ...webWalls(),
);
