// `npm start`: builds the web app and compiles the server when either build is missing or older than its sources,
// prepares the demo content (tools/demo-content, its own short-lived process), then runs `meridian serve` as
// compiled JavaScript (no TypeScript loader in the server process).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureServerBuild, serverDist } from './build-server.mjs';
import { heading, run, webBuildIsStale } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
if (webBuildIsStale()) {
  heading('building the web app');
  const code = await run('npm', ['run', 'build', '-w', '@meridian/web']);
  if (code !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(code);
  }
}

if (!(await ensureServerBuild())) process.exit(1);

// The demo tenants: media generated into DATA_DIR on the first start (cached after that) and the
// packs of content/demo imported (a no-op when unchanged). DEMO_CONTENT=false skips it.
heading('preparing the demo content');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const demoCode = await run(process.execPath, [tsxCli, 'tools/demo-content/src/cli.ts']);
if (demoCode !== 0) {
  console.error('The demo content could not be prepared; see the errors above.');
  process.exit(demoCode);
}

heading('starting Meridian');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'cli.js'), 'serve'], {
  stdio: 'inherit',
});
// Ctrl-C reaches the server through the terminal's process group; forward explicit signals (e.g. from a supervisor).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
