import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { copyCampusPack, fixtureMediaRoot, guideAudioError, temporaryDir } from './pack-test-helpers.ts';

// Issue 10, defect 2: a pack's media file linked to /etc/hostname (or to DATA_DIR/secret, which
// signs every token) was published under /media/. Links and paths that leave the pack are refused.
let mediaRoot: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
});

/** The one error of a fixture pack whose first scene's guide audio is `mediaPath`, after `prepare` ran. */
function errorFor(mediaPath: string, prepare?: (dir: string) => Promise<void>) {
  return guideAudioError(mediaRoot, mediaPath, prepare);
}

describe('the importer refuses media that is a link or leaves the pack folder', () => {
  it('refuses a media file linked to /etc/hostname', async () => {
    const message = await errorFor('media/host.wav', (dir) =>
      fs.symlink('/etc/hostname', path.join(dir, 'media', 'host.wav')),
    );
    expect(message).toBe('media file media/host.wav is a symbolic link (links are refused)');
  });

  it('refuses a media file linked to the server secret, even through a relative link', async () => {
    const dataDir = await temporaryDir('data');
    await fs.writeFile(path.join(dataDir, 'secret'), 'a'.repeat(64));
    const message = await errorFor('media/audio.wav', (dir) =>
      fs.symlink(
        path.relative(path.join(dir, 'media'), path.join(dataDir, 'secret')),
        path.join(dir, 'media', 'audio.wav'),
      ),
    );
    expect(message).toContain('symbolic link');
  });

  it('refuses a file inside a linked folder that points outside the pack', async () => {
    const outside = await temporaryDir('outside');
    await fs.copyFile(path.join(mediaRoot, 'media', 'welcome.wav'), path.join(outside, 'audio.wav'));
    const message = await errorFor('linked/audio.wav', (dir) => fs.symlink(outside, path.join(dir, 'linked')));
    expect(message).toBe(
      'media file linked/audio.wav goes through linked, which is a symbolic link (links are refused)',
    );
  });

  it('refuses absolute paths and paths that climb out of the pack', async () => {
    const schemaMessage = 'must be a relative path inside the pack or a media root (no leading /, no .., no URL)';
    expect(await errorFor('/etc/hostname')).toBe(schemaMessage);
    expect(await errorFor('media/../../../../etc/hostname')).toBe(schemaMessage);
  });

  it('refuses a pack file that is a link', async () => {
    const dir = await copyCampusPack();
    await fs.rm(path.join(dir, 'labels.yaml'));
    await fs.symlink('/etc/hostname', path.join(dir, 'labels.yaml'));
    const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack).toBeNull();
    expect(errors).toContainEqual({
      file: 'labels.yaml',
      path: '',
      line: null,
      message: 'is a symbolic link (links are refused)',
    });
  });
});
