// Helpers for the Studio's end-to-end test: a fresh pack, panoramas to drop, the `meridian` CLI
// started as an author starts it, and the direction a click on the Studio's panorama points at.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

export const EMPTY_PACK = `# Riverside College's virtual tours
schema_name: riverside
name: Riverside College
languages:
  - { language: en, name: English, name_local: English, default: true }
  - { language: fr-ca, name: Canadian French, name_local: Français (Canada) }
brand:
  name: Riverside
  title: Riverside Tours
`;

export function emptyPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-studio-e2e-'));
  fs.writeFileSync(path.join(dir, 'pack.yaml'), EMPTY_PACK);
  return dir;
}

/** An equirectangular 2:1 picture: a sky, a ground and labelled columns every 30°, one hue per scene. */
export async function panorama(hue: number, label: string): Promise<Buffer> {
  const width = 2048;
  const height = 1024;
  const columns = Array.from({ length: 12 }, (_, i) => {
    const x = (i * width) / 12;
    return `<rect x="${x}" y="${height * 0.3}" width="${width / 24}" height="${height * 0.4}" fill="hsl(${(hue + i * 30) % 360} 55% 45%)"/>
      <text x="${x + 8}" y="${height * 0.28}" font-size="40" font-family="sans-serif" fill="#fff">${label} ${i * 30 - 180}°</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height / 2}" fill="hsl(${hue} 60% 70%)"/>
    <rect y="${height / 2}" width="${width}" height="${height / 2}" fill="hsl(${hue} 30% 30%)"/>${columns}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface RunningStudio {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * `meridian studio <dir>` in a process of its own; resolves with the address it prints. Without
 * `preview`, no live preview server is started (a test that does not look at it starts faster).
 */
export function startStudio(packDir: string, { preview = true }: { preview?: boolean } = {}): Promise<RunningStudio> {
  const previewArgs = preview ? ['--preview-port', '0'] : ['--no-preview'];
  const child = spawn(
    process.execPath,
    [tsxCli, 'apps/server/src/cli.ts', 'studio', packDir, '--port', '0', ...previewArgs],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const chunks: string[] = [];
  const output = () => chunks.join('');
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/.exec(output());
      if (match) resolve({ url: match[0], child, output });
    });
    child.once('exit', (code) => reject(new Error(`meridian studio exited with ${String(code)}:\n${output()}`)));
  });
}

/** `meridian <args>` run to its end: exit code and output. */
export function meridian(args: string[], env: Record<string, string> = {}): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [tsxCli, 'apps/server/src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Where a point of the Studio's panorama looks, computed without the viewer: a pinhole camera whose
 * vertical field of view is PSV's at zoom 50 (60°: minFov 30 and maxFov 90), turned to `view`.
 * Only for a view with pitch 0, which is where the test clicks.
 */
export function directionAt(
  box: { width: number; height: number },
  point: { x: number; y: number },
  viewYaw: number,
): { yaw: number; pitch: number } {
  const focal = box.height / 2 / Math.tan(((60 / 2) * Math.PI) / 180);
  const dx = point.x - box.width / 2;
  const dy = point.y - box.height / 2;
  const yaw = (Math.atan2(dx, focal) * 180) / Math.PI + viewYaw;
  const pitch = (Math.atan2(-dy, Math.hypot(dx, focal)) * 180) / Math.PI;
  return { yaw, pitch };
}

/** A photograph (4:3, not a panorama): a sky, a ground and a labelled block in one hue. */
export async function photo(hue: number, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="450" fill="hsl(${hue} 55% 72%)"/>
    <rect y="450" width="1200" height="450" fill="hsl(${hue} 35% 32%)"/>
    <rect x="420" y="260" width="360" height="420" fill="hsl(${(hue + 150) % 360} 50% 45%)"/>
    <text x="440" y="240" font-size="56" font-family="sans-serif" fill="#fff">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Drops image files on the drop zone with this test id, as a file manager would. */
export async function dropImages(page: Page, testId: string, files: { name: string; bytes: Buffer }[]): Promise<void> {
  const transfer = await page.evaluateHandle(
    (encoded) => {
      const data = new DataTransfer();
      for (const file of encoded) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'image/jpeg' }));
      }
      return data;
    },
    files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') })),
  );
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: transfer });
}

/** A pack with two panorama scenes and a tour of them, as an author has it after a first session. */
export async function packWithTour(): Promise<string> {
  const dir = emptyPack();
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media', 'quad.jpg'), await panorama(200, 'Quad'));
  fs.writeFileSync(path.join(dir, 'media', 'hall.jpg'), await panorama(30, 'Hall'));
  fs.writeFileSync(
    path.join(dir, 'scenes.yaml'),
    `- { key: quad, type: panorama, title: Main quad, panorama: media/quad.jpg }
- { key: hall, type: panorama, title: Great hall, panorama: media/hall.jpg }
`,
  );
  fs.writeFileSync(
    path.join(dir, 'tours.yaml'),
    `# Tours of Riverside
- key: campus-walk
  title: { en: Campus walk, fr-ca: Promenade sur le campus }
  scenes: [quad, hall]
`,
  );
  return dir;
}

/** axe finds nothing on the page as it is. */
export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
