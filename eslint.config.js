import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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

/**
 * What a folder may not name, by the import's text (packages, and our folders however reached).
 * Imports flow one way: shared ← widgets ← forms ← app, and shared ← server.
 */
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [...forbidden.map((group) => ({ group: [group].flat(), message })), ...fastOnly],
      },
    ],
  },
});

/**
 * Which folder may import which, checked on the file an import resolves to, so an `@/` alias, a
 * relative path and a dynamic `import()` are caught alike. The browser's shared folders come first,
 * each importing only those before it (lib: configured clients and helpers; ui: shared components
 * and toasts; hooks; sign-in: the sign-in-by-code flow). The features, the app and the Studio, use
 * them and never import each other: the app's router loads the Studio's screen lazily, no more.
 */
const SHARED_FOLDERS = ['src/lib', 'src/ui', 'src/hooks', 'src/sign-in'];
const FEATURES = ['src/app', 'src/studio'];
const BROWSER_FOLDERS = [...SHARED_FOLDERS, ...FEATURES];
const zone = (target, from, message, except) => ({
  target: [target].flat().map((path) => `./${path}`),
  from: [from].flat().map((path) => `./${path}`),
  message,
  ...(except ? { except } : {}),
});
/**
 * The Studio's house: one folder per area (forms, members, staff, audit, requests; the forms area's tabs in
 * forms/fields, forms/translations, forms/publish), each reached from outside only through its
 * entry file, `index.ts`. `shell/` holds what every area stands on (the API client, the staff
 * session and sign-in, the area nav, controls and classes shared by areas) and imports no area;
 * the root holds the screen the app loads and the routes between the areas.
 */
const STUDIO = 'src/studio';
const STUDIO_ROOT = [`${STUDIO}/studio-screen.tsx`, `${STUDIO}/studio-areas.tsx`];
const STUDIO_AREAS = ['forms', 'members', 'staff', 'audit', 'requests'].map(
  (area) => `${STUDIO}/${area}`,
);
const FORM_TABS = ['fields', 'translations', 'publish'].map((tab) => `${STUDIO}/forms/${tab}`);
const entryOnly = (area, others) =>
  zone(
    [`${STUDIO}/*.{ts,tsx}`, ...others.filter((other) => other !== area)],
    area,
    `Another part of the Studio reaches ${area} only through its entry file, ${area}/index.ts.`,
    ['./index.ts'],
  );
const STUDIO_ZONES = [
  ...STUDIO_AREAS.map((area) => entryOnly(area, STUDIO_AREAS)),
  ...FORM_TABS.map((tab) => entryOnly(tab, [`${STUDIO}/forms/*.{ts,tsx}`, ...FORM_TABS])),
  zone(
    `${STUDIO}/shell`,
    [...STUDIO_AREAS, ...STUDIO_ROOT],
    "The Studio's shell is what every area stands on: it imports no area and not the screen.",
  ),
  zone(STUDIO_AREAS, STUDIO_ROOT, "A Studio area never imports the Studio's screen or its routes."),
];
const FOLDER_ZONES = [
  ...SHARED_FOLDERS.map((folder, index) =>
    zone(
      folder,
      BROWSER_FOLDERS.slice(index + 1),
      `${folder} may import ${SHARED_FOLDERS.slice(0, index).join(', ') || 'no other browser folder'}: never a later shared folder or a feature.`,
    ),
  ),
  zone(
    'src/studio',
    'src/app',
    'The Studio never imports the app: shared pieces live in src/ui, src/hooks, src/lib, src/sign-in.',
  ),
  zone(
    'src/app',
    'src/studio',
    'The app reaches the Studio only through its lazily loaded screen.',
    ['./studio-screen.tsx'],
  ),
  zone(
    ['src/shared', 'src/fast', 'src/forms', 'src/session', 'src/verification', 'widgets'],
    BROWSER_FOLDERS,
    'Forms, widgets, the speed work, session and verification know nothing of the screens that use them.',
  ),
  zone(
    'src/i18n',
    [...BROWSER_FOLDERS, 'src/forms', 'widgets', 'src/fast', 'src/session', 'src/verification'],
    'src/i18n, the page texts, may use src/shared only: every browser folder reads it.',
  ),
  zone(
    ['src/server', 'src/form-engine'],
    [...BROWSER_FOLDERS, 'src/i18n'],
    'The server never imports browser code.',
  ),
  zone(
    ['src/server', 'src/form-engine'],
    'src/shared/api',
    "The server's types come from its own route schemas: src/shared/api is the browser's reading of the document the server makes.",
  ),
  ...STUDIO_ZONES,
];
/** Test helpers (fakes, the baseline forms) are for tests and stories only. */
const TESTING_ZONE = zone('.', 'src/testing', 'src/testing is for tests and stories only.');
const zones = (list) => ['error', { basePath: import.meta.dirname, zones: list }];

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
  '**/fast/**',
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
  { plugins: { 'import-x': importX } },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': zones([...FOLDER_ZONES, TESTING_ZONE]),
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
    [...BROWSER_FOLDERS, 'src/i18n', 'src/testing'].map((folder) => `${folder}/**`),
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
    // src/fast/server-render.ts is Node's: it renders pages with the server's build of the app.
    [
      ...BROWSER_CODE.filter((group) => group !== '**/fast/**'),
      ['**/fast/**', '!**/fast/server-render'],
    ],
    'The server may use src/shared only, never browser code.',
  ),
  {
    // Test helpers may use one another.
    files: ['src/testing/**'],
    rules: { 'import-x/no-restricted-paths': zones(FOLDER_ZONES) },
  },
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
    // The server's build of the app renders the app's own tree: its one import of src/app.
    files: ['src/fast/ssr/app-entry.tsx'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The page's first script, inline in the HTML: plain browser JavaScript.
    files: ['src/fast/ssr/early-input.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'document',
          'Element',
          'HTMLFormElement',
          'HTMLScriptElement',
          'HTMLLinkElement',
          'HTMLTemplateElement',
          'queueMicrotask',
          'requestAnimationFrame',
          'setTimeout',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.stories.tsx', '.storybook/**'],
    rules: {
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': zones(FOLDER_ZONES),
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
