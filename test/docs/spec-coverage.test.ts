// docs/spec-coverage.md maps each spec rule to the test that proves it: a renamed or deleted test
// file must not leave a rule pointing at nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedFiles, readDoc, repoRoot } from './doc-paths.ts';

describe('docs/spec-coverage.md', () => {
  const named = namedFiles(readDoc('spec-coverage.md'));

  it('names test files', () => {
    expect(named.length).toBeGreaterThan(100);
  });

  it('names only files that exist', () => {
    expect(named.filter((file) => !fs.existsSync(path.join(repoRoot, file)))).toEqual([]);
  });
});
