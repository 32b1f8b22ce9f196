// Compiles the server (apps/server/src) and the contracts it imports (packages/contracts/src) to plain
// JavaScript in apps/server/dist, so production runs `node apps/server/dist/cli.js` with no TypeScript loader.
//
// One output file per source file, at the same depth as its source (src/plugins/db.ts → dist/plugins/db.js):
// the few places that find files relative to their own module (static/, content/demo, web/dist) resolve
// the same from dist as from src. Imports stay imports: `./x.ts` becomes `./x.js`, npm packages stay
// external, and `@meridian/contracts` (whose package.json points at .ts sources) points at its compiled
// copy in dist/@meridian/contracts. `node scripts/build-server.mjs` builds; start.mjs and the `meridian`
// bin call ensureServerBuild(), which builds only when the output is missing or older than a source.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { newestMtime } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
const contractsSrc = path.join(root, 'packages/contracts/src');
export const serverDist = path.join(root, 'apps/server/dist');
const contractsDist = path.join(serverDist, '@meridian/contracts');
/** Written last: its presence means a whole build, its mtime when it finished. */
const stampFile = path.join(serverDist, '.built');
const inputs = [
  serverSrc,
  contractsSrc,
  path.join(root, 'apps/server/package.json'),
  path.join(root, 'packages/contracts/package.json'),
  import.meta.filename,
];

function typeScriptFiles(directory) {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function serverBuildIsStale() {
  if (!fs.existsSync(stampFile)) return true;
  const built = fs.statSync(stampFile).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

/** Where a source file's JavaScript goes. */
function outputOf(sourceFile) {
  const [sourceRoot, outRoot] = sourceFile.startsWith(contractsSrc + path.sep)
    ? [contractsSrc, contractsDist]
    : [serverSrc, serverDist];
  return path.join(outRoot, path.relative(sourceRoot, sourceFile)).replace(/\.ts$/, '.js');
}

function relativeImport(fromFile, toFile) {
  const relative = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Keeps every import external (one file in, one file out) and points it at the compiled file. */
const keepImports = {
  name: 'keep-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path.startsWith('.')) return { path: args.path.replace(/\.ts$/, '.js'), external: true };
      const contracts = /^@meridian\/contracts(?:\/(.+))?$/.exec(args.path);
      if (contracts) {
        const target = path.join(contractsDist, `${contracts[1] ?? 'index'}.js`);
        return { path: relativeImport(outputOf(args.importer), target), external: true };
      }
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  fs.rmSync(serverDist, { recursive: true, force: true });
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepImports],
  };
  await esbuild.build({ ...common, entryPoints: typeScriptFiles(serverSrc), outbase: serverSrc, outdir: serverDist });
  await esbuild.build({
    ...common,
    entryPoints: typeScriptFiles(contractsSrc),
    outbase: contractsSrc,
    outdir: contractsDist,
  });
  fs.writeFileSync(stampFile, `${new Date().toISOString()}\n`);
}

/** Builds when needed; returns false (after printing why) when the build failed. */
export async function ensureServerBuild(log = console.log) {
  if (!serverBuildIsStale()) return true;
  log('Compiling the server to apps/server/dist…');
  try {
    await buildServer();
    return true;
  } catch (error) {
    console.error(`The server did not compile: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`Server compiled to ${path.relative(root, serverDist)} in ${Math.round(performance.now() - started)} ms`);
}
