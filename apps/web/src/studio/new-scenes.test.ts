import { describe, expect, it } from 'vitest';
import { newScenes, titleFromFileName } from './new-scenes.ts';

const upload = (name: string, width: number, height: number) => ({ name, path: `media/${name}`, width, height });

describe('scenes from dropped images', () => {
  it('makes each 2:1 panorama a scene, and the other photos dropped with them one gallery, in order', () => {
    const made = newScenes(
      [
        upload('north-gate.jpg', 4096, 2048),
        upload('statue_1.jpg', 1600, 1200),
        upload('great-hall.jpg', 2000, 1001),
        upload('statue_2.png', 900, 1200),
      ],
      ['north-gate'],
    );
    expect(made.map((scene) => scene.value)).toEqual([
      { key: 'north-gate-2', type: 'panorama', title: 'North gate', panorama: 'media/north-gate.jpg' },
      { key: 'great-hall', type: 'panorama', title: 'Great hall', panorama: 'media/great-hall.jpg' },
      {
        key: 'statue-1',
        type: 'gallery',
        title: 'Statue 1',
        gallery: [{ image: 'media/statue_1.jpg' }, { image: 'media/statue_2.png' }],
      },
    ]);
  });

  it('names a scene after its file', () => {
    expect(titleFromFileName('library--lawn_east.webp', 'Scene')).toBe('Library lawn east');
    expect(titleFromFileName('.jpg', 'Scene')).toBe('Scene');
  });
});
