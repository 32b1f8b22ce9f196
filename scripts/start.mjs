// `npm start`: builds the web app and compiles the server when either build is missing or older than its sources,
// then runs `meridian serve` as compiled JavaScript (no TypeScript loader at run time).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuild, serverDist } from './build-server.mjs';
import { heading, newestMtime, run } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

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

if (!(await ensureServerBuild())) process.exit(1);

heading('starting Meridian');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'cli.js'), 'serve'], {
  stdio: 'inherit',
});
// Ctrl-C reaches the server through the terminal's process group; forward explicit signals (e.g. from a supervisor).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
