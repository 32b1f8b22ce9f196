import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { PackLimits } from '../../src/packs/pack-file-guard.ts';
import { validatePack, type PackError } from '../../src/packs/validate-pack.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../fixtures/packs/fixture-media.ts';

export async function temporaryDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `meridian-${prefix}-`));
}

/** Generates the fixture pack's media into a fresh directory (a media root). */
export async function fixtureMediaRoot(): Promise<string> {
  return writeFixtureMedia(await temporaryDir('pack-media'));
}

/** A private copy of the fixture pack that a test may edit. */
export async function copyCampusPack(): Promise<string> {
  const dir = path.join(await temporaryDir('pack'), 'campus');
  await fs.cp(CAMPUS_PACK, dir, { recursive: true });
  return dir;
}

/** Replaces one exact piece of a pack file (failing loudly when the piece is not there). */
export async function editPackFile(packDir: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(packDir, file);
  const text = await fs.readFile(full, 'utf8');
  expect(text, `${file} should contain ${from}`).toContain(from);
  await fs.writeFile(full, text.replace(from, to));
}

/** The 1-based line of the first line of `file` containing `needle`. */
export async function lineContaining(packDir: string, file: string, needle: string): Promise<number> {
  const lines = (await fs.readFile(path.join(packDir, file), 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  expect(index, `${file} should contain ${needle}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

export function onlyError(errors: PackError[]): PackError {
  expect(errors).toHaveLength(1);
  const [error] = errors;
  if (!error) throw new Error('no error');
  return error;
}

/**
 * The one error of a copy of the fixture pack whose first scene's guide audio (never decoded) is
 * `mediaPath`, after `prepare` ran in the pack folder: it names scenes.yaml, the field and its line,
 * and is a message, never a stack trace.
 */
export async function guideAudioError(
  mediaRoot: string,
  mediaPath: string,
  prepare: (dir: string) => Promise<void> = async () => {},
  limits: Partial<PackLimits> = {},
): Promise<string> {
  const dir = await copyCampusPack();
  await prepare(dir);
  await editPackFile(dir, 'scenes.yaml', 'file: media/welcome.wav', `file: ${mediaPath}`);
  const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot], limits });
  expect(pack).toBeNull();
  const error = onlyError(errors);
  expect(error).toMatchObject({
    file: 'scenes.yaml',
    path: '[0].guide_audio.file',
    line: await lineContaining(dir, 'scenes.yaml', `file: ${mediaPath}`),
  });
  expect(error.message).not.toMatch(/\n\s+at /);
  return error.message;
}
