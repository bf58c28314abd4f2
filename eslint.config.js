// One lint configuration for every workspace. jsx-a11y runs at error level because the site must
// meet WCAG 2.1 AA: a lint error is the cheapest place to catch an unlabelled control.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const API_LITERAL = {
  message: 'Build API paths from the shared table (@county/shared/api/paths) through lib/api.ts.',
};
const CONTRACT_TYPES_ONLY = {
  name: '@county/shared/api/contract',
  allowTypeImports: true,
  message: 'The contract holds every schema: import its types only (`import type`).',
};

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
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: 'Literal[value=/^\\u002Fapi\\u002F/]', ...API_LITERAL },
          { selector: 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]', ...API_LITERAL },
        ],
        'no-restricted-imports': imports(),
      },
    },
    { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(otherFeature(1)) } },
    { files: ['apps/web/src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(otherFeature(2)) } },
    {
      files: ['apps/web/src/lib/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': imports({ regex: '^\\.\\./(components|features|app)/', message: 'lib/ is the bottom layer: it imports no UI.' }) },
    },
    {
      files: ['apps/web/src/components/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': imports({ regex: '^(\\.\\./)+features/[^/]+/(?!index\\.ts$)', message: "Shared components take a feature only through its index.ts." }),
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...Object.fromEntries(
        Object.entries(jsxA11y.flatConfigs.strict.rules).map(([name, value]) => [
          name,
          Array.isArray(value) ? ['error', ...value.slice(1)] : 'error',
        ]),
      ),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Walls of the web app (decision 0006). API paths come only from the shared table; the shared
  // contract (every schema) is imported for its types only, so no schema library reaches the first
  // load; a feature reaches another only through its public index.ts; lib/ is the bottom layer and
  // components/ take a feature only through its index.ts.
  ...webWalls(),
);
