import { yawPitchToDirection } from '@meridian/contracts/direction';
import { describe, expect, it } from 'vitest';
import { studioStateOf } from '../testing/studio-fixtures.ts';
import { hotspotPositionOperations, readPack, signedYaw, textOperations, uniqueKey } from './pack-model.ts';
import { indexAfterMove } from './pack-values.ts';

const state = studioStateOf;

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

  it('reads a tour’s splash colour, thumbnail with its focal point and guide, and every image the pack names', () => {
    const pack = readPack(
      state([
        {
          file: 'pack.yaml',
          value: { languages: [{ language: 'en', default: true }], brand: { tour_guide: { image: 'media/alex.png' } } },
        },
        {
          file: 'tours.yaml',
          value: [
            {
              key: 'walk',
              scenes: ['quad'],
              splash_color: { hue: 0.5, saturation: 1, lightness: 0.2 },
              thumbnail: { image: 'media/quad.jpg', background_position: '20% 70%', alt: 'The quad' },
              tour_guide_name: 'Sam',
            },
            { key: 'bare', scenes: ['quad'], thumbnail: { image: 'media/quad.jpg' } },
          ],
        },
        { file: 'scenes.yaml', value: [{ key: 'quad', panorama: 'media/quad.jpg', gallery: 'not a list' }] },
      ]),
    );
    const [walk, bare] = pack.tours;
    expect(walk).toMatchObject({
      splashColor: { hue: 0.5, saturation: 1, lightness: 0.2 },
      thumbnail: { image: 'media/quad.jpg', position: '20% 70%', alt: 'The quad' },
      tourGuide: null,
      tourGuideName: 'Sam',
    });
    expect(bare).toMatchObject({ splashColor: null, thumbnail: { position: '50% 50%' } });
    expect(pack.brandGuide?.image).toBe('media/alex.png');
    expect(pack.images).toEqual(['media/alex.png', 'media/quad.jpg']);
    expect(pack.scenes[0]?.gallery).toEqual([]);
    expect(pack.groupFile).toBe('groups.yaml');
  });

  it('follows an item through a move of another (the image being described stays described)', () => {
    // [a, b, c, d]: b moved to the end gives [a, c, d, b].
    expect([0, 1, 2, 3].map((index) => indexAfterMove(index, 1, 3))).toEqual([0, 3, 1, 2]);
    // d moved to the front gives [d, a, b, c].
    expect([0, 1, 2, 3].map((index) => indexAfterMove(index, 3, 0))).toEqual([1, 2, 3, 0]);
  });
});
