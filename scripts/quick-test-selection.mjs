// Which unit and integration tests `npm run test:quick` runs for a change: the tests near it, not
// every test its files reach. Following every import (vitest --changed) picks nearly the whole
// suite for a change to any shared file (230 of 231 files for one hook), which is `npm test`'s
// job. Near means:
// - a changed test file;
// - a test that imports a changed file, or a file that imports one, up to three steps up the import
//   graph (through source files only: the test helpers that build the whole app reach everything);
// - for the server, the tests in `apps/server/test/<name>/` when a changed file lies under a folder
//   of that name (`src/modules/maps/…` → `test/maps/`): its routes are tested through the app.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx|mts)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files a file imports by relative path, as paths from the repository's root. */
export function relativeImports(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])));
  }
  return found;
}

/**
 * The tests near the changed files. `files` lists every TypeScript file of the repository and
 * `read(file)` gives its text; both are injected so a test can hand in a small tree.
 */
export function testsNearChanges(changed, files, read, steps = 3) {
  const known = new Set(files);
  const importers = new Map();
  for (const file of files) {
    for (const target of relativeImports(file, read(file))) {
      if (!known.has(target)) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  const selected = new Set(changed.filter((file) => TEST.test(file) && known.has(file)));
  let frontier = changed.filter((file) => SOURCE.test(file) && !TEST.test(file));
  for (let step = 0; step < steps && frontier.length > 0; step += 1) {
    const next = [];
    for (const file of frontier) {
      for (const importer of importers.get(file) ?? []) {
        if (TEST.test(importer)) selected.add(importer);
        else next.push(importer);
      }
    }
    frontier = next;
  }
  const serverFolders = new Set(
    changed
      .filter((file) => file.startsWith('apps/server/src/'))
      .flatMap((file) => path.posix.dirname(file).split('/')),
  );
  for (const file of files) {
    const folder = /^apps\/server\/test\/([^/]+)\//.exec(file)?.[1];
    if (folder && TEST.test(file) && serverFolders.has(folder)) selected.add(file);
  }
  return [...selected].sort();
}

/** The repository's TypeScript files, as git knows them (tracked and new). */
export function repositoryTypeScript(listFiles) {
  return listFiles().filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && fs.existsSync(file));
}
