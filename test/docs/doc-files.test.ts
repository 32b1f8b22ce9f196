// The docs name files to point the reader at the code: a renamed or deleted file must not leave a
// doc pointing at nothing (docs/spec-coverage.md above all: each spec rule names its test file). And docs/performance.md stays a reference (how to measure, the figures,
// the decisions), its history left to git.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedFiles, readDoc, repoRoot } from './doc-paths.ts';

const docs = [
  ...fs
    .readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
];

describe('the docs', () => {
  for (const doc of docs) {
    it(`${doc} names only repository files that exist (build output aside)`, () => {
      const named = namedFiles(fs.readFileSync(path.join(repoRoot, doc), 'utf8')).filter(
        (file) => !file.includes('/dist/'),
      );
      expect(named.filter((file) => !fs.existsSync(path.join(repoRoot, file)))).toEqual([]);
    });
  }

  it('docs/spec-coverage.md names the test files of the rules', () => {
    expect(namedFiles(readDoc('spec-coverage.md')).length).toBeGreaterThan(100);
  });

  it('keeps docs/performance.md a reference of at most 250 lines', () => {
    expect(readDoc('performance.md').split('\n').length).toBeLessThanOrEqual(250);
  });
});
