import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaCatalog } from '../../src/packs/media-catalog.ts';
import type { PackLimits } from '../../src/packs/pack-file-guard.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, guideAudioError, temporaryDir } from './pack-test-helpers.ts';

// Issue 30, hole 2: the importer published what a pack linked to or named as audio (an HTML page
// served on the tenant's origin), hung on a FIFO, ran out of memory on a huge YAML file, and printed
// stack traces for YAML bombs. Each is now one pack error naming the file.
let mediaRoot: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
});

const stackLine = /\n\s+at /;

/** The one error of a fixture pack whose first scene's guide audio is `mediaPath`, after `prepare` ran. */
function audioError(mediaPath: string, prepare: (dir: string) => Promise<void>, limits: Partial<PackLimits> = {}) {
  return guideAudioError(mediaRoot, mediaPath, prepare, limits);
}

/** The errors of a fixture pack after `prepare` ran in its folder. */
async function packErrors(prepare: (dir: string) => Promise<void>, limits: Partial<PackLimits> = {}) {
  const dir = await copyCampusPack();
  await prepare(dir);
  const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot], limits });
  expect(pack).toBeNull();
  for (const error of errors) expect(error.message).not.toMatch(stackLine);
  return errors;
}

describe('a pack publishes only media of an allowed kind, judged by its bytes', () => {
  it.each([
    ['media/evil.html', '<!doctype html><script>alert(document.domain)</script>'],
    ['media/evil.js', 'fetch("/api/v2/brand/").then(console.log)'],
    ['media/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['media/evil.mp3', '<html><script>alert(1)</script></html>'],
  ])('refuses %s as guide audio', async (mediaPath, content) => {
    const message = await audioError(mediaPath, (dir) => fs.writeFile(path.join(dir, mediaPath), content));
    expect(message).toContain('not audio or video of an allowed kind');
  });

  it('refuses an image field holding a text file named .jpg', async () => {
    const errors = await packErrors((dir) => fs.writeFile(path.join(dir, 'media', 'pano-large.jpg'), '<svg/>'), {});
    expect(errors.map((error) => error.message)).toContainEqual(
      expect.stringContaining('not an image of an allowed kind'),
    );
  });

  it('names a copy for what its bytes are, not for the name the pack gave it', async () => {
    const out = await temporaryDir('renditions');
    const wav = path.join(mediaRoot, 'media', 'welcome.wav');
    const catalog = await MediaCatalog.load(new Map([['media/welcome.mp3', wav]]), out, 'campus');
    expect(catalog.file('media/welcome.mp3')).toMatch(/^\/media\/campus\/[0-9a-f]{16}-welcome\.wav$/);
  });
});

describe('the importer reads only regular files inside the pack, within limits', () => {
  it('refuses a hard link to the server secret, and allows hard links only when asked', async () => {
    const dataDir = await temporaryDir('data');
    const secret = path.join(dataDir, 'secret');
    await fs.writeFile(secret, 'a'.repeat(64));
    const message = await audioError('media/audio.wav', (dir) => fs.link(secret, path.join(dir, 'media', 'audio.wav')));
    expect(message).toContain('hard link');
    const allowed = await copyCampusPack();
    // (A private copy: a second name for the shared media root's file would fail the other tests.)
    const original = path.join(await temporaryDir('original'), 'welcome.wav');
    await fs.copyFile(path.join(mediaRoot, 'media', 'welcome.wav'), original);
    await fs.link(original, path.join(allowed, 'media', 'linked.wav'));
    await editPackFile(allowed, 'scenes.yaml', 'file: media/welcome.wav', 'file: media/linked.wav');
    const withOption = await validatePack(allowed, { mediaRoots: [mediaRoot], limits: { allowHardLinks: true } });
    expect(withOption.errors).toEqual([]);
  });

  it('refuses an entity folder that is a link out of the pack', async () => {
    const outside = await temporaryDir('outside');
    await fs.writeFile(path.join(outside, 'more.yaml'), '- { slug: stolen, title: Stolen }\n');
    const errors = await packErrors((dir) => fs.symlink(outside, path.join(dir, 'scenes')));
    expect(errors).toContainEqual({
      file: 'scenes',
      path: '',
      line: null,
      message: 'is a symbolic link (links are refused)',
    });
  });

  it('refuses a FIFO named labels.yaml, or as media, without waiting on it', async () => {
    const errors = await packErrors(async (dir) => {
      await fs.rm(path.join(dir, 'labels.yaml'));
      execFileSync('mkfifo', [path.join(dir, 'labels.yaml')]);
    });
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'labels.yaml', message: 'is not a regular file (a FIFO)' }),
    );
    const message = await audioError('media/pipe.wav', (dir) => {
      execFileSync('mkfifo', [path.join(dir, 'media', 'pipe.wav')]);
      return Promise.resolve();
    });
    expect(message).toBe('media file media/pipe.wav is not a regular file (a FIFO)');
  });

  it('refuses a YAML file over 5 MB before reading it', async () => {
    const errors = await packErrors((dir) =>
      fs.appendFile(path.join(dir, 'labels.yaml'), `# ${'x'.repeat(5 * 1024 * 1024)}\n`),
    );
    const yaml = errors.find((error) => error.file === 'labels.yaml');
    expect(yaml?.message).toContain('over the limit of 5.0 MB');
  });

  it('refuses an image over 32,768 px on its long side, and files over configured byte limits', async () => {
    const errors = await packErrors(async (dir) => {
      await sharp({ create: { width: 40_000, height: 2, channels: 3, background: '#808080' } })
        .png()
        .toFile(path.join(dir, 'media', 'tall.png'));
    });
    expect(errors.map((error) => error.message)).toContainEqual(
      'media/tall.png: 40000×2 px is over the limit of 32768 px on the long side',
    );
    const big = await packErrors(async () => {}, { mediaBytes: 100 });
    expect(big.map((error) => error.message)).toContain(
      'media file media/welcome.wav is 0.0 MB, over the limit of 0.0 MB',
    );
  });

  it('gives a pack error, not a stack trace, for YAML alias and nesting bombs', async () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 10; level += 1) {
      laughs.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(',')}]`,
      );
    }
    const aliasErrors = await packErrors((dir) =>
      fs.writeFile(path.join(dir, 'labels.yaml'), `${laughs.join('\n')}\n`),
    );
    expect(aliasErrors.find((error) => error.file === 'labels.yaml')?.message).toContain('YAML could not be read');
    const nestingErrors = await packErrors((dir) =>
      fs.writeFile(path.join(dir, 'labels.yaml'), `${'['.repeat(20_000)}${']'.repeat(20_000)}\n`),
    );
    expect(nestingErrors.some((error) => error.file === 'labels.yaml')).toBe(true);
  });
});
