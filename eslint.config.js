import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * src/fast owns the speed work (decisions 021, 022, 035, 036): only it reaches into RJSF's `lib/`
 * files, libphonenumber and tailwind-merge, or names chunks and slices. The rest of the code uses
 * its top-level files (`@/fast/form`, `@/fast/phone`, `@/fast/button`, …) and reads phones
 * through `#phone-numbers`.
 */
const FAST_ONLY = [
  '@rjsf/*/lib',
  'libphonenumber-js',
  'tailwind-merge',
  'virtual:*',
  '**/fast/*/**',
];
const FAST_MESSAGE =
  "Only src/fast reaches into libraries' internals or names chunks and slices: import its top-level files (@/fast/form, @/fast/phone, @/fast/button, …), or #phone-numbers for libphonenumber.";
const fastOnly = FAST_ONLY.map((group) => ({ group: [group], message: FAST_MESSAGE }));

/** Imports flow one way: shared ← widgets ← forms ← app, and shared ← server. */
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...forbidden.map((group) => ({ group: [group], message })), ...fastOnly] },
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
  {
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: fastOnly }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression[source.value=/^(@rjsf\\/[^/]+\\/lib|libphonenumber-js|virtual:)/]',
          message: FAST_MESSAGE,
        },
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
    'widgets may use src/shared and src/fast only.',
  ),
  boundary(
    ['src/forms/**'],
    ['**/app/**', '@/app/*', '**/server/**', '@/server/*', '**/form-engine/**', '@/form-engine/*'],
    'src/forms may use widgets, src/fast and src/shared only.',
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
    // src/fast: libraries and src/shared only, so what it hides stays behind its top-level files.
    files: ['src/fast/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Our folders, not a library's (RJSF has its own fields/ and widgets/).
              regex:
                '^(\\.{1,2}/)+(.+/)?(app|forms|widgets|studio|server|form-engine)(/|$)|^@/(app|forms|studio|server|form-engine)(/|$)',
              message: 'src/fast may use libraries and src/shared only.',
            },
          ],
        },
      ],
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
