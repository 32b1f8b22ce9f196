import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ensureDemoMedia } from '../src/ensure-demo-media.ts';

const items = [
  { name: 'panoramas/quad.jpg', kind: 'outdoor', seed: 1, style: 'brick', exits: [0] },
  { name: 'logo.png', kind: 'logo', seed: 2, color: '#00467f', mark: 'tower' },
  { name: 'audio/hello.wav', kind: 'audio', seed: 3, seconds: 2 },
];

describe('ensureDemoMedia', () => {
  const dirs: string[] = [];
  const temp = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-demo-media-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates what media.yaml declares, then regenerates only the item whose parameters changed', async () => {
    const contentDir = temp();
    const dataDir = temp();
    fs.mkdirSync(path.join(contentDir, 'demo-site'));
    const writeSpec = (list: unknown[]) =>
      fs.writeFileSync(path.join(contentDir, 'demo-site', 'media.yaml'), stringify(list));
    const run = async () => {
      const messages: string[] = [];
      const result = await ensureDemoMedia({
        dataDir,
        contentDir,
        panoramaWidth: 64,
        threads: 0,
        log: (m) => messages.push(m),
      });
      return { ...result, messages };
    };

    writeSpec(items);
    const first = await run();
    expect(first.mediaRoot).toBe(path.join(dataDir, 'generated', 'demo'));
    expect(first.messages[0]).toContain('generating 3 of 3 files');
    expect(first.messages.some((m) => /3\/3 .* \(\d+\.\d s\)/.test(m))).toBe(true);
    const panorama = path.join(first.mediaRoot, 'demo-site', 'panoramas', 'quad.jpg');
    const before = fs.readFileSync(panorama);
    expect(
      fs
        .readFileSync(path.join(first.mediaRoot, 'demo-site', 'audio', 'hello.wav'))
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');

    expect((await run()).messages).toEqual([`demo media: all 3 files up to date in ${first.mediaRoot}`]);

    writeSpec(items.map((item) => (item.kind === 'outdoor' ? { ...item, seed: 9 } : item)));
    const third = await run();
    expect(third.messages[0]).toContain('generating 1 of 3 files');
    expect(fs.readFileSync(panorama).equals(before)).toBe(false);
  });

  it('takes what another run generated from the shared store, byte for byte, and adds what it generates', async () => {
    const contentDir = temp();
    const store = temp();
    fs.mkdirSync(path.join(contentDir, 'demo-site'));
    fs.writeFileSync(path.join(contentDir, 'demo-site', 'media.yaml'), stringify(items));
    const run = async (dataDir: string) => {
      const messages: string[] = [];
      const { mediaRoot } = await ensureDemoMedia({
        dataDir,
        contentDir,
        store,
        panoramaWidth: 64,
        threads: 0,
        log: (m) => messages.push(m),
      });
      return { messages, panorama: fs.readFileSync(path.join(mediaRoot, 'demo-site', 'panoramas', 'quad.jpg')) };
    };

    const first = await run(temp());
    expect(first.messages[0]).toContain('generating 3 of 3 files');
    expect(fs.readdirSync(store)).toHaveLength(3);

    const fresh = temp();
    const second = await run(fresh);
    expect(second.messages).toEqual([`demo media: 3 of 3 files from the store ${store}`]);
    expect(second.panorama.equals(first.panorama)).toBe(true);
    // Its manifest is complete: the next start in that DATA_DIR does nothing at all.
    expect((await run(fresh)).messages).toEqual([
      `demo media: all 3 files up to date in ${path.join(fresh, 'generated', 'demo')}`,
    ]);
  });

  it('rejects a media.yaml it cannot understand, naming the file', async () => {
    const contentDir = temp();
    fs.mkdirSync(path.join(contentDir, 'broken'));
    fs.writeFileSync(
      path.join(contentDir, 'broken', 'media.yaml'),
      stringify([{ name: 'x.jpg', kind: 'hologram', seed: 1 }]),
    );
    await expect(ensureDemoMedia({ dataDir: temp(), contentDir, panoramaWidth: 64, threads: 0 })).rejects.toThrow(
      /broken\/media\.yaml/,
    );
  });
});
