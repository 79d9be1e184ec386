import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';

// The server does not keep the boundaries yet: whoever makes it keep them sets this to true.
export const SERVER_BOUNDARIES_ENFORCED = true;

// Which part may import which (decision 140). tests/ and scripts/ may import anything.
const boundaryRules = {
  'boundaries/sides-apart': 'error',
  'boundaries/front-door': 'error',
  'boundaries/base-imports-no-feature': 'error',
  'boundaries/composition-on-top': 'error',
};
const boundarySettings = { boundaries: { root: import.meta.dirname } };

export const serverBoundaries = {
  files: ['src/server/**/*.ts'],
  plugins: { boundaries },
  settings: boundarySettings,
  rules: { ...boundaryRules, 'boundaries/sql-in-queries': 'error' },
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench-results'],
  },
  // Broken on purpose: eslint-rules/boundaries-fixtures.test.ts lints them and expects each error.
  { ignores: ['tests/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Config is read once in src/server/config.ts; nothing else reads the environment.
      'no-restricted-globals': ['error', 'process'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: boundaryRules,
  },
  ...(SERVER_BOUNDARIES_ENFORCED ? [serverBoundaries] : []),
  {
    files: ['src/core/**/*.ts'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: {
      'boundaries/core-imports-only-core': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', '@mantine/*'],
              message: 'src/core is shared by server and web: no Node or browser-only packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // The unit files of a worker share its loaded modules (vitest.config.ts): a module mock
    // would reach only the modules loaded after it, so files that mock run on their own.
    files: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    ignores: ['{src,scripts,eslint-rules}/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A file that mocks a module is named *.isolated.test.ts(x): it needs modules of its own.',
        },
      ],
    },
  },
  {
    files: ['src/web/static/**/*.js', 'src/web/service-worker/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
);
