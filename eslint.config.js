// One lint setup for the whole repository: typescript-eslint (type-aware), react-hooks and jsx-a11y for the web app,
// and the one-way layouts of the web app (webLayoutZones) and the server (serverLayoutZones).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';

/**
 * apps/web/src flows one way: lib/ and components/ → features/ → app/ (docs/architecture.md).
 * import-x's no-restricted-paths judges the resolved file, not the specifier's spelling, so
 * `../../tour/x.ts` and any deeper or shallower spelling are caught alike. One zone per feature
 * folder, read from disk, so a feature added tomorrow is covered without touching this file.
 */
function webLayoutZones() {
  const features = fs
    .readdirSync(path.join(import.meta.dirname, webSrc, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const oneWay = 'lib/ and components/ → features/ → app/ (docs/architecture.md).';
  return [
    {
      target: [`${webSrc}/lib`, `${webSrc}/components`],
      from: [`${webSrc}/features`, `${webSrc}/app`],
      message: `lib/ and components/ import no feature and nothing from app/: ${oneWay}`,
    },
    ...features.map((feature) => ({
      target: `${webSrc}/features/${feature}`,
      from: `${webSrc}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature; compose them in app/routes/, or move what both need down into lib/ or components/: ${oneWay}`,
    })),
    {
      target: `${webSrc}/features`,
      from: `${webSrc}/app`,
      message: `A feature imports nothing from app/: ${oneWay}`,
    },
    {
      target: `${webSrc}/{lib,components,features,app}/**/!(*.test).{ts,tsx}`,
      from: [`${webSrc}/testing`, 'apps/web/test'],
      message: 'Test kits are for tests only.',
    },
  ];
}

const serverSrc = 'apps/server/src';

/**
 * The server's core: every folder of apps/server/src but modules/ and cli/ (docs/architecture.md), read
 * from disk, so a core folder added tomorrow is held to "the core knows no module" without editing this.
 */
const serverCore = fs
  .readdirSync(path.join(import.meta.dirname, serverSrc), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'modules' && entry.name !== 'cli')
  .map((entry) => entry.name);

/**
 * apps/server/src flows one way too: modules/ depend on the core (serverCore), never the reverse, nor on
 * each other, with no exception: what two modules need lives in the core (documents/, forms/…); maps/ is
 * a library without HTTP; migrations are frozen and import nothing from the app; the demo-content tool
 * imports the server, never the other way round. test/lint/server-layout.test.ts plants breaches.
 */
function serverLayoutZones() {
  const oneWay = `core (${serverCore.map((dir) => `${dir}/`).join(', ')}) → modules/ → app.ts (docs/architecture.md).`;
  const modules = fs
    .readdirSync(path.join(import.meta.dirname, serverSrc, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    // One zone per module folder, read from disk like the web app's features.
    ...modules.map((module) => ({
      target: `${serverSrc}/modules/${module}`,
      from: `${serverSrc}/modules`,
      except: [`./${module}`],
      message: `A module never imports another module; move what both need into the core: ${oneWay}`,
    })),
    {
      target: serverCore.map((dir) => `${serverSrc}/${dir}`),
      from: `${serverSrc}/modules`,
      message: `The server core knows no module: ${oneWay}`,
    },
    {
      target: `${serverSrc}/maps`,
      from: ['http', 'tenancy', 'plugins', 'documents', 'forms'].map((dir) => `${serverSrc}/${dir}`),
      message: 'maps/ is a routing and geocoding library: no HTTP, requests or tenants inside.',
    },
    {
      target: `${serverSrc}/db/migrations`,
      from: ['apps', 'packages', 'tools'],
      except: ['./server/src/db/migrations'],
      message: 'A migration is frozen: it imports kysely only, never app code that may change later.',
    },
    {
      target: 'apps',
      from: 'tools/demo-content',
      message: 'The server and the web app never import the demo-content tool (it imports the server).',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-studio/**',
      '**/dist-ssr/**',
      'data/**',
      '.data*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/server/bin/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayoutZones() }],
    },
  },
  {
    // Storage goes through one guarded layer (apps/web/src/lib/safe-storage.ts): in a frame on another
    // site the browser may deny it, and a bare access then throws.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/safe-storage.ts', '**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'indexedDB'],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB', 'cookie'].map((property) => ({
          property,
          message: 'Use apps/web/src/lib/safe-storage.ts.',
        })),
      ],
      'no-restricted-imports': ['error', { name: 'js-cookie', message: 'Use cookieJar from lib/safe-storage.ts.' }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverLayoutZones() }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
