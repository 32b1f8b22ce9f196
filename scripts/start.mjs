// `npm start`: builds the web app when its build is missing or older than its sources, prepares the demo
// content (tools/demo-content), then runs `meridian serve`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { heading, run } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(target) {
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

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(path.join(web, source)) > built);
}

if (webBuildIsStale()) {
  heading('building the web app');
  const code = await run('npm', ['run', 'build', '-w', '@meridian/web']);
  if (code !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(code);
  }
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

// The demo tenants: media generated into DATA_DIR on the first start (cached after that) and the
// packs of content/demo imported (a no-op when unchanged). DEMO_CONTENT=false skips it.
heading('preparing the demo content');
const demoCode = await run(process.execPath, [tsxCli, 'tools/demo-content/src/cli.ts']);
if (demoCode !== 0) {
  console.error('The demo content could not be prepared; see the errors above.');
  process.exit(demoCode);
}

heading('starting Meridian');
const server = spawn(process.execPath, [tsxCli, 'apps/server/src/cli.ts', 'serve'], { stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal's process group; forward explicit signals (e.g. from a supervisor).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
