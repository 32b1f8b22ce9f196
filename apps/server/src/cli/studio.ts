import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PackSession } from '../studio/pack-session.ts';
import { createStudioPreview } from '../studio/studio-preview.ts';
import { startStudio } from '../studio/studio-server.ts';

const USAGE = 'Usage: meridian studio <pack dir> [--port N] [--preview-port N] [--no-preview] [--media-root DIR]...';

/** The Studio's web app, built by apps/web/vite.studio.config.ts (never part of apps/web/dist). */
const defaultUiDir = path.resolve(import.meta.dirname, '../../../web/dist-studio');

interface StudioArgs {
  packDir: string;
  port: number;
  previewPort: number;
  preview: boolean;
  mediaRoots: string[];
}

function parseArgs(args: readonly string[]): StudioArgs | string {
  const result: StudioArgs = { packDir: '', port: 0, previewPort: 0, preview: true, mediaRoots: [] };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--port' || arg === '--preview-port') {
      const value = Number(args[++i]);
      if (!Number.isInteger(value) || value < 0 || value > 65535) return `${arg} needs a port number`;
      if (arg === '--port') result.port = value;
      else result.previewPort = value;
    } else if (arg === '--media-root') {
      const value = args[++i];
      if (!value) return '--media-root needs a directory';
      result.mediaRoots.push(path.resolve(value));
    } else if (arg === '--no-preview') {
      result.preview = false;
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1 || !positional[0]) return 'give exactly one pack directory';
  result.packDir = path.resolve(positional[0]);
  if (!fs.existsSync(path.join(result.packDir, 'pack.yaml'))) return `${result.packDir} has no pack.yaml`;
  return result;
}

/** Builds the Studio's web app when it is missing (a fresh clone): vite, in apps/web. */
function ensureUi(uiDir: string): boolean {
  if (fs.existsSync(path.join(uiDir, 'studio.html'))) return true;
  console.error('Building the Studio (first run)…');
  const webDir = path.resolve(import.meta.dirname, '../../../web');
  const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.studio.config.ts'], { cwd: webDir, stdio: 'inherit' });
  return built.status === 0 && fs.existsSync(path.join(uiDir, 'studio.html'));
}

/** `meridian studio <dir>`: the local editor of one pack, until Ctrl-C. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n${USAGE}`);
    return 2;
  }
  const uiDir = process.env.STUDIO_UI_DIR ? path.resolve(process.env.STUDIO_UI_DIR) : defaultUiDir;
  if (!ensureUi(uiDir)) {
    console.error(`The Studio's web app is missing from ${uiDir}: npm run build:studio -w @meridian/web`);
    return 1;
  }
  const session = await PackSession.open(parsed.packDir, parsed.mediaRoots);
  const preview = parsed.preview
    ? createStudioPreview({ packDir: session.packDir, mediaRoots: parsed.mediaRoots, port: parsed.previewPort })
    : undefined;
  const studio = await startStudio({ session, uiDir, port: parsed.port, ...(preview ? { preview } : {}) });
  console.log(`Meridian Studio is editing ${session.packDir}`);
  console.log(`Open this address (only on this computer; it holds the Studio's key):\n  ${studio.url}`);
  const stop = () => {
    void studio.app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => undefined);
}
