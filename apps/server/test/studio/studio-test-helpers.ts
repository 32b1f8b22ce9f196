import fs from 'node:fs/promises';
import path from 'node:path';
import { matchLines } from '../../src/studio/minimal-text.ts';
import { PackSession } from '../../src/studio/pack-session.ts';
import { startStudio, type RunningStudio } from '../../src/studio/studio-server.ts';
import { temporaryDir } from '../packs/pack-test-helpers.ts';

/** The smallest valid pack: two languages, a brand, nothing else (what an author starts from). */
export const EMPTY_PACK = `# A new pack
schema_name: studio-test
name: Studio Test
languages:
  - { language: en, name: English, name_local: English, default: true }
  - { language: fr-ca, name: Canadian French, name_local: Français (Canada) }
brand:
  name: Studio Test
  title: Studio Test Tours
`;

export async function emptyPack(): Promise<string> {
  const dir = await temporaryDir('studio-pack');
  await fs.writeFile(path.join(dir, 'pack.yaml'), EMPTY_PACK);
  return dir;
}

/** A stand-in for the built Studio web app. */
export async function fakeUi(): Promise<string> {
  const dir = await temporaryDir('studio-ui');
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.mkdir(path.join(dir, 'locales'));
  await fs.writeFile(path.join(dir, 'studio.html'), '<!doctype html><title>Meridian Studio</title>');
  await fs.writeFile(path.join(dir, 'assets', 'studio.js'), 'console.log(1)');
  return dir;
}

export async function studioOn(packDir: string, mediaRoots: string[] = []): Promise<RunningStudio> {
  return startStudio({ session: await PackSession.open(packDir, mediaRoots), uiDir: await fakeUi() });
}

/** The lines that differ, as a unified diff would count them. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const toB = matchLines(a, b);
  const kept = new Set([...toB].filter((index) => index >= 0));
  return { removed: a.filter((_, index) => toB[index] === -1), added: b.filter((_, index) => !kept.has(index)) };
}
