import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports flow one way: shared ← widgets ← forms ← app, and shared ← server. */
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

/**
 * What runs only in the browser. The validator compiler (`@rjsf/validator-ajv8/compileSchemaValidators`)
 * runs in Node, so that package is not listed.
 */
const BROWSER_CODE = [
  'react',
  'react-dom',
  'react-*',
  '@rjsf/core',
  '@rjsf/shadcn',
  '@rjsf/*/lib/**',
  '@/*',
  '**/app/**',
  '**/forms/**',
  '**/widgets/**',
  '**/studio/**',
  '**/session/**',
  '**/verification/**',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-bench',
      'storybook-static',
      'src/forms/generated',
      'data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  boundary(
    ['src/shared/**'],
    [
      'react',
      'react-dom',
      '@/*',
      '**/forms/**',
      '**/widgets/**',
      '**/app/**',
      '**/server/**',
      'node:*',
    ],
    'src/shared is isomorphic: no React, no Node, no other layer.',
  ),
  boundary(
    ['widgets/**'],
    [
      '**/src/forms/**',
      '@/forms/*',
      '**/src/app/**',
      '@/app/*',
      '**/server/**',
      '@/server/*',
      '**/form-engine/**',
      '@/form-engine/*',
    ],
    'widgets may use src/shared only.',
  ),
  boundary(
    ['src/forms/**'],
    ['**/app/**', '@/app/*', '**/server/**', '@/server/*', '**/form-engine/**', '@/form-engine/*'],
    'src/forms may use widgets and src/shared only.',
  ),
  boundary(
    ['src/app/**', 'src/studio/**'],
    ['**/server/**', '@/server/*', '**/form-engine/**', '@/form-engine/*'],
    'The browser never imports the server or the form engine (it runs in Node).',
  ),
  boundary(
    ['src/form-engine/**'],
    [...BROWSER_CODE, 'fastify', '@fastify/*', '**/server/**'],
    'The form engine serves scripts, server and tests: src/shared and libraries only, no React, no Fastify.',
  ),
  boundary(
    ['src/server/**'],
    BROWSER_CODE,
    'The server may use src/shared only, never browser code.',
  ),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
