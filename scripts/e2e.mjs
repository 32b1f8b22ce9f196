// End-to-end tests: makes sure Debian's Chromium is installed, builds the web app (not with --built,
// when the caller has just built it), runs Playwright. Other arguments go to Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { heading, run } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const chromium = '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  heading('installing Debian chromium (once per machine)');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  const ok = (await apt(['update', '-qq'])) === 0 && (await apt(['install', '-y', '-qq', 'chromium'])) === 0;
  if (!ok || !fs.existsSync(chromium)) {
    console.error('Could not install chromium with apt-get; end-to-end tests need /usr/bin/chromium.');
    process.exit(1);
  }
}

if (!fs.existsSync('playwright.config.ts')) {
  console.log('No playwright.config.ts yet: no end-to-end tests to run.');
  process.exit(0);
}

const args = process.argv.slice(2);
if (!args.includes('--built')) {
  heading('building the web app');
  if ((await run('npm', ['run', 'build', '-w', '@meridian/web'])) !== 0) process.exit(1);
}

const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? 'list,json' : 'list';
const playwrightArgs = args.filter((arg) => arg !== '--built');
process.exit(await run('npx', ['playwright', 'test', `--reporter=${reporters}`, ...playwrightArgs]));
