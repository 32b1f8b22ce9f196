// Small helpers shared by the start, test and e2e scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export function heading(text) {
  console.log(`\n=== ${text} ===`);
}

/** Newest modification time under a file or directory (0 when it does not exist). */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The five TypeScript projects `npm test` type-checks (tsconfig.json covers e2e, bench and the configs). */
export const typeCheckProjects = [
  'tsconfig.json',
  'packages/contracts',
  'apps/server',
  'apps/web',
  'tools/demo-content',
];

/**
 * `tsc` arguments for one project, incremental: the build info goes to node_modules/.cache/tsc (one
 * file per project), so a second check reads again only the files that changed and what they reach.
 */
export function typeCheckArgs(project) {
  const name = project.replace(/\.json$/, '').replaceAll('/', '-');
  return ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`];
}

const web = path.resolve(import.meta.dirname, '../apps/web');
/** What the web build is made from (its own sources and config, and the contracts it bundles). */
const webSources = [
  'src',
  'public',
  'index.html',
  'banner.html',
  'vite.config.ts',
  'vite.banner.config.ts',
  'vite.ssr.config.ts',
  'package.json',
  'tsconfig.json',
  '../../packages/contracts/src',
];

/** True when apps/web/dist or dist-ssr is missing or older than anything it is built from. */
export function webBuildIsStale() {
  const builtIndex = path.join(web, 'dist/index.html');
  // The server's entry (vite.ssr.config.ts) is built last: both must be there, the older one counts.
  const builtServerEntry = path.join(web, 'dist-ssr/entry-server.js');
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtServerEntry).mtimeMs);
  return webSources.some((source) => newestMtime(path.join(web, source)) > built);
}
