// One lint setup for the whole repository: typescript-eslint (type-aware), react-hooks and jsx-a11y for the web app,
// and the web app's one-way layout (see webLayoutZones).
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
