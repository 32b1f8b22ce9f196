import { yawPitchToDirection } from '@meridian/contracts/direction';
import type { StudioState } from '@meridian/contracts/studio';
import { describe, expect, it } from 'vitest';
import { hotspotPositionOperations, readPack, signedYaw, textOperations, uniqueKey } from './pack-model.ts';

const state = (files: StudioState['files']): StudioState => ({
  files,
  errors: [],
  unsaved: [],
  undo: null,
  redo: null,
  preview: null,
  previewProblem: null,
});

describe('the Studio’s reading of a pack', () => {
  it('finds scenes in every scenes file with where they live, and reads x/y/z hotspots as angles', () => {
    const pack = readPack(
      state([
        { file: 'pack.yaml', value: { schema_name: 'x', name: 'X', languages: [{ language: 'fr', default: true }] } },
        {
          file: 'scenes/a.yaml',
          value: [{ key: 'one', type: 'panorama', hotspots: [{ key: 'h', x: 1, y: 0, z: 0 }] }],
        },
        { file: 'scenes/b.yaml', value: [{ key: 'two', type: 'gallery' }] },
      ]),
    );
    expect(pack.defaultLanguage).toBe('fr');
    expect(pack.scenes.map((s) => [s.file, s.index, s.key])).toEqual([
      ['scenes/a.yaml', 0, 'one'],
      ['scenes/b.yaml', 0, 'two'],
    ]);
    expect(pack.scenes[0]?.hotspots[0]).toMatchObject({ yaw: 90, pitch: 0, vector: true });
  });

  it('writes a translation as a map, keeps the default language a plain string, and clears a translation', () => {
    expect(textOperations('t.yaml', [0, 'title'], 'Quad', 'en', 'en', 'Main quad')).toEqual([
      { op: 'set', file: 't.yaml', path: [0, 'title'], value: 'Main quad' },
    ]);
    expect(textOperations('t.yaml', [0, 'title'], 'Quad', 'fr-ca', 'en', 'Cour')).toEqual([
      { op: 'set', file: 't.yaml', path: [0, 'title'], value: { en: 'Quad', 'fr-ca': 'Cour' } },
    ]);
    expect(textOperations('t.yaml', [0, 'title'], { en: 'Quad', 'fr-ca': 'Cour' }, 'fr-ca', 'en', '')).toEqual([
      { op: 'delete', file: 't.yaml', path: [0, 'title', 'fr-ca'] },
    ]);
  });

  it('moves a hotspot in the form the pack wrote it, yaw kept in (-180, 180]', () => {
    const pack = readPack(
      state([
        {
          file: 'scenes.yaml',
          value: [
            {
              key: 's',
              hotspots: [
                { key: 'a', yaw: 1, pitch: 2 },
                { key: 'b', x: 0, y: 0, z: -1 },
              ],
            },
          ],
        },
      ]),
    );
    const [scene] = pack.scenes;
    if (!scene) throw new Error('no scene');
    const [angles, vector] = scene.hotspots;
    if (!angles || !vector) throw new Error('no hotspots');
    expect(hotspotPositionOperations(scene, angles, 200.123, -5.554, yawPitchToDirection)).toEqual([
      { op: 'set', file: 'scenes.yaml', path: [0, 'hotspots', 0, 'yaw'], value: -159.88 },
      { op: 'set', file: 'scenes.yaml', path: [0, 'hotspots', 0, 'pitch'], value: -5.55 },
    ]);
    expect(hotspotPositionOperations(scene, vector, 90, 0, yawPitchToDirection).map((o) => o.path.at(-1))).toEqual([
      'x',
      'y',
      'z',
    ]);
    expect(signedYaw(-180)).toBe(180);
    expect(uniqueKey('Great Hall', ['great-hall'], 'scene')).toBe('great-hall-2');
  });
});
