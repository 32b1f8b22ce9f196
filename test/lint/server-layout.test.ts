// The server's one-way layout (docs/architecture.md, `serverLayoutZones` in eslint.config.js): a module
// never imports another module, and the core knows no module. These plant breaches in memory and run
// the repository's own ESLint configuration on them, so a rule that stopped catching them fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../docs/doc-paths.ts';

const rule = 'import-x/no-restricted-paths';

// Only the layout rule, without type information: the rule judges resolved files, not types.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === rule,
});

/** The layout rule's messages for `source` as if it were the file at `file` (relative to the repository). */
async function layoutMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

// Loading the configuration and parsing the whole server take seconds on a shared machine.
describe('the server layout rule', { timeout: 120_000 }, () => {
  it('fails a module that imports another module, however the path is spelled', async () => {
    for (const [file, specifier] of [
      ['apps/server/src/modules/brand/planted.ts', '../tours/tours.routes.ts'],
      ['apps/server/src/modules/hosted-forms/planted.ts', '../../modules/submissions/submissions.service.ts'],
      ['apps/server/src/modules/wayfinding/planted.ts', '../maps/maps.service.ts'],
      ['apps/server/src/modules/web-app/planted.ts', '../walkthrough/walkthrough-page.ts'],
    ] as const) {
      const messages = await layoutMessages(file, `import * as other from '${specifier}';\nexport { other };\n`);
      expect(messages, `${file} → ${specifier}`).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*A module never imports another module/),
      ]);
    }
  });

  it('fails the core when it imports a module', async () => {
    for (const file of [
      'apps/server/src/documents/planted.ts',
      'apps/server/src/forms/planted.ts',
      'apps/server/src/plugins/planted.ts',
      'apps/server/src/http/planted.ts',
    ]) {
      const messages = await layoutMessages(
        file,
        `import * as scenes from '../modules/scenes/scenes.routes.ts';\nexport { scenes };\n`,
      );
      expect(messages, file).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*The server core knows no module/),
      ]);
    }
  });

  it('lets a module import the core and its own files', async () => {
    const source = [
      `import { documentReader } from '../../documents/document-reader.ts';`,
      `import { loadForm } from '../../forms/forms.service.ts';`,
      `import { findCategory } from './maps.service.ts';`,
      'export { documentReader, loadForm, findCategory };',
      '',
    ].join('\n');
    expect(await layoutMessages('apps/server/src/modules/maps/planted.ts', source)).toEqual([]);
  });

  it('holds over the whole server with no exception', async () => {
    const results = await eslint.lintFiles(['apps/server/src/**/*.ts']);
    const breaches = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(repoRoot, result.filePath)}: ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(breaches).toEqual([]);
  });
});
