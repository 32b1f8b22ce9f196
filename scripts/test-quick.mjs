// `npm run test:quick`: the loop while working, a few minutes instead of the whole `npm test`. What
// changed since the branch left main (committed or not, untracked included) is linted, checked for
// format and type-checked (each TypeScript project it reaches, incrementally); the docs checks and
// the unit and integration tests near the change run (quick-test-selection.mjs says which); then one
// smoke end-to-end test per screen (tag @smoke), the web app rebuilt first only when its sources are
// newer than the build. `npm test` stays the whole check before a merge.
// QUICK_BASE=<ref> compares with another ref than main.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryTypeScript, testsNearChanges } from './quick-test-selection.mjs';
import { heading, run, typeCheckArgs, webBuildIsStale } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const started = performance.now();

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = git('merge-base', 'HEAD', process.env.QUICK_BASE ?? 'main')[0] ?? 'HEAD';
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => fs.existsSync(file));

/** The TypeScript projects a change reaches: the server is imported by the demo tool and the e2e tests, the contracts by everyone. */
function projectsReached(files) {
  const projects = new Set();
  for (const file of files.filter((name) => /\.(ts|tsx|mts)$/.test(name) || name.endsWith('tsconfig.json'))) {
    if (file.startsWith('packages/contracts/')) {
      ['packages/contracts', 'apps/server', 'apps/web', 'tools/demo-content', 'tsconfig.json'].forEach((project) =>
        projects.add(project),
      );
    } else if (file.startsWith('apps/server/')) {
      ['apps/server', 'tools/demo-content', 'tsconfig.json'].forEach((project) => projects.add(project));
    } else if (file.startsWith('apps/web/')) projects.add('apps/web');
    else if (file.startsWith('tools/demo-content/')) {
      ['tools/demo-content', 'tsconfig.json'].forEach((project) => projects.add(project));
    } else projects.add('tsconfig.json');
  }
  return [...projects];
}

async function step(name, command, args) {
  heading(name);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${String(code)}).`);
    process.exit(1);
  }
}

console.log(`${String(changed.length)} files changed since ${base.slice(0, 12)}`);
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (lintable.length > 0) {
  const cache = ['--cache', '--cache-location', 'node_modules/.cache/eslint/'];
  await step('lint (changed files)', 'npx', ['eslint', '--max-warnings=0', ...cache, ...lintable]);
}
if (changed.length > 0) {
  await step('format (changed files)', 'npx', ['prettier', '--check', '--cache', '--ignore-unknown', ...changed]);
}
for (const project of projectsReached(changed)) await step(`type-check ${project}`, 'npx', typeCheckArgs(project));

// The docs checks always (they read the tree, which any change may move), and the tests near the
// change.
await step('docs checks', 'npx', ['vitest', 'run', '--project', 'repo']);
const nearTests = testsNearChanges(
  changed,
  repositoryTypeScript(() => git('ls-files', '--cached', '--others', '--exclude-standard')),
  (file) => fs.readFileSync(file, 'utf8'),
);
console.log(`\n${String(nearTests.length)} test files near the change (scripts/quick-test-selection.mjs)`);
if (nearTests.length > 0) {
  await step('unit and integration tests near what changed', 'npx', ['vitest', 'run', ...nearTests]);
}

await step('smoke end-to-end tests (one per screen)', 'node', [
  'scripts/e2e.mjs',
  ...(webBuildIsStale() ? [] : ['--built']),
  '--grep',
  '@smoke',
]);
console.log(`\ntest:quick passed in ${String(Math.round((performance.now() - started) / 1000))} s`);
