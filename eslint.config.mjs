import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import storefront from './lint/import-boundaries.mjs';

const SOURCES = ['web/src/**/*.{ts,tsx}', 'web/sdk/src/**/*.{ts,tsx}', 'web-verticals/*/src/**/*.{ts,tsx}', 'e2e/fixtures/*/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx,mjs}', 'web/src/test/**'];

/**
 * The module types the project ships verticals for. Generic storefront code never names one: it reads
 * the module's policy (useModulePolicy) or leaves the difference to the type's web-vertical. Tests and
 * stories may (their data mirrors the server's answers); web-verticals/ and web/sdk are not generic code.
 */
const MODULE_TYPE_NAMES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'web/dist-laundry/', 'web/src/shared/api/schema.d.ts', 'web/generated/', '.venv/', 'var/', 'storybook-static/', 'playwright-report/', 'test-results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}', 'web/rsbuild.config.ts', 'web/scripts/**', 'vitest.config.ts', 'web/vitest.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: SOURCES,
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, storefront, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'storefront/import-boundaries': 'error',
      // Every visible string goes through i18next: no text in JSX, nor in the attributes people read.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['title', 'alt', 'aria-label', 'placeholder', 'label', 'description'] },
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Use @/shared/state/app-store: every atom lives in the app store.' },
            { name: 'antd/locale', message: 'Import antd/es/locale/<name>: the CommonJS one is not tree-shaken.' },
          ],
          patterns: [
            { group: ['jotai/*'], message: 'Use @/shared/state/app-store: every atom lives in the app store.' },
            { group: ['antd/lib/*', 'antd/locale/*'], message: 'Import from antd or antd/es: CommonJS is not tree-shaken.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'web/src/**/test/**', 'web/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/^(${MODULE_TYPE_NAMES.join('|')})$/]`,
          message: 'Generic storefront code does not name a module type: read useModulePolicy(), or let the web-vertical decide.',
        },
        {
          selector: `TemplateElement[value.raw=/^(${MODULE_TYPE_NAMES.join('|')})$/]`,
          message: 'Generic storefront code does not name a module type: read useModulePolicy(), or let the web-vertical decide.',
        },
      ],
    },
  },
  {
    files: ['web/src/shared/state/app-store.ts', 'web/src/shared/state/app-store.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TESTS,
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
