import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PackSession } from '../../src/studio/pack-session.ts';
import { copyCampusPack, fixtureMediaRoot } from '../packs/pack-test-helpers.ts';
import { changedLines } from './studio-test-helpers.ts';

function changedLineCount(before: string, after: string): number {
  const { removed, added } = changedLines(before, after);
  return removed.length + added.length;
}

describe('a Studio session over a real pack', { timeout: 60_000 }, () => {
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
  });

  it('opens the fixture pack valid, and a moved hotspot is a one-line change of scenes.yaml on save', async () => {
    const dir = await copyCampusPack();
    const before = await fs.readFile(path.join(dir, 'scenes.yaml'), 'utf8');
    const session = await PackSession.open(dir, [mediaRoot]);
    expect(session.errors).toEqual([]);
    await session.apply({
      label: 'Move hotspot',
      operations: [
        { op: 'set', file: 'scenes.yaml', path: [1, 'hotspots', 0, 'yaw'], value: -92.5 },
        { op: 'set', file: 'scenes.yaml', path: [1, 'hotspots', 0, 'pitch'], value: -11.25 },
      ],
    });
    expect(session.unsaved()).toEqual(['scenes.yaml']);
    expect(await fs.readFile(path.join(dir, 'scenes.yaml'), 'utf8')).toBe(before); // not before a save
    expect(await session.save()).toEqual(['scenes.yaml']);
    const after = await fs.readFile(path.join(dir, 'scenes.yaml'), 'utf8');
    expect(changedLineCount(before, after)).toBe(2); // one line out, one line in
    expect(after).toContain('    - { key: back, title: Back to the quad, yaw: -92.5, pitch: -11.25, link: quad }\n');
    expect(session.unsaved()).toEqual([]);
  });

  it('reports an invalid change as `meridian validate` does, with file and line, and undo takes it back', async () => {
    const dir = await copyCampusPack();
    const session = await PackSession.open(dir, [mediaRoot]);
    await session.apply({
      label: 'Link hotspot',
      operations: [{ op: 'set', file: 'scenes.yaml', path: [1, 'hotspots', 0, 'link'], value: 'nowhere' }],
    });
    expect(session.errors).toEqual([
      expect.objectContaining({ file: 'scenes.yaml', line: 23, path: '[1].hotspots[0].link' }),
    ]);
    expect(session.errors[0]?.message).toContain('nowhere');
    expect(session.undoLabel()).toBe('Link hotspot');
    expect(await session.undo()).toBe(true);
    expect(session.errors).toEqual([]);
    expect(session.unsaved()).toEqual([]);
    expect(session.redoLabel()).toBe('Link hotspot');
    await session.redo();
    expect(session.errors).toHaveLength(1);
  });

  it('a new tour creates tours in their own file, and a new change clears what could be redone', async () => {
    const dir = await copyCampusPack();
    await fs.rm(path.join(dir, 'groups.yaml'));
    await fs.rm(path.join(dir, 'tours.yaml'));
    const session = await PackSession.open(dir, [mediaRoot]);
    const tour = { key: 'walk', title: { en: 'A walk', 'fr-ca': 'Une promenade' }, scenes: ['quad', 'library'] };
    await session.apply({
      label: 'New tour',
      operations: [{ op: 'append', file: 'tours.yaml', path: [], value: tour }],
    });
    await session.apply({
      label: 'Reorder',
      operations: [{ op: 'move', file: 'tours.yaml', path: [0, 'scenes'], from: 1, to: 0 }],
    });
    await session.undo();
    await session.apply({
      label: 'Add stop',
      operations: [{ op: 'append', file: 'tours.yaml', path: [0, 'scenes'], value: 'art' }],
    });
    expect(session.redoLabel()).toBeNull();
    expect(session.errors).toEqual([]);
    await session.save();
    expect(await fs.readFile(path.join(dir, 'tours.yaml'), 'utf8')).toBe(
      '- key: walk\n  title:\n    en: A walk\n    fr-ca: Une promenade\n  scenes:\n    - quad\n    - library\n    - art\n',
    );
  });
});

describe(
  'the Studio’s tours, groups and galleries, checked as `meridian validate` checks them',
  { timeout: 60_000 },
  () => {
    let mediaRoot: string;
    beforeAll(async () => {
      mediaRoot = await fixtureMediaRoot();
    });

    it('a tour’s splash colour, thumbnail focal point and guide change their own lines only', async () => {
      const dir = await copyCampusPack();
      const before = await fs.readFile(path.join(dir, 'tours.yaml'), 'utf8');
      const session = await PackSession.open(dir, [mediaRoot]);
      await session.apply({
        label: 'Look',
        operations: [
          {
            op: 'set',
            file: 'tours.yaml',
            path: [0, 'splash_color'],
            value: { hue: 0.4, saturation: 0.55, lightness: 0.3 },
          },
          { op: 'set', file: 'tours.yaml', path: [0, 'thumbnail', 'background_position'], value: '20% 70%' },
          { op: 'set', file: 'tours.yaml', path: [0, 'tour_guide'], value: { image: 'media/guide.png' } },
          { op: 'set', file: 'tours.yaml', path: [0, 'tour_guide_name'], value: 'Alex' },
          { op: 'set', file: 'tours.yaml', path: [1, 'tour_guide', 'image'], value: 'media/logo.png' },
        ],
      });
      expect(session.errors).toEqual([]);
      await session.save();
      const after = await fs.readFile(path.join(dir, 'tours.yaml'), 'utf8');
      expect(changedLines(before, after)).toEqual({
        removed: [
          '  splash_color: { hue: 0.54, saturation: 1, lightness: 0.12 }',
          '  thumbnail: { image: media/photo.jpg, background_position: 50% 30% }',
          '  tour_guide: { image: media/guide.png, alt: Sam }',
        ],
        added: [
          '  splash_color: { hue: 0.4, saturation: 0.55, lightness: 0.3 }',
          '  thumbnail: { image: media/photo.jpg, background_position: 20% 70% }',
          '  tour_guide:',
          '    image: media/guide.png',
          '  tour_guide_name: Alex',
          '  tour_guide: { image: media/logo.png, alt: Sam }',
        ],
      });
    });

    it('reports a splash colour out of range at its file and line', async () => {
      const session = await PackSession.open(await copyCampusPack(), [mediaRoot]);
      await session.apply({
        label: 'Splash',
        operations: [{ op: 'set', file: 'tours.yaml', path: [0, 'splash_color', 'hue'], value: 1.5 }],
      });
      expect(session.errors).toEqual([
        expect.objectContaining({ file: 'tours.yaml', line: 7, path: '[0].splash_color.hue' }),
      ]);
    });

    it('groups: a new group nested and given tours is valid; nesting a fourth level or an unknown tour is not', async () => {
      const dir = await copyCampusPack();
      const session = await PackSession.open(dir, [mediaRoot]);
      await session.apply({
        label: 'New group',
        operations: [
          { op: 'append', file: 'groups.yaml', path: [1, 'groups'], value: { key: 'campus', title: { en: 'Campus' } } },
        ],
      });
      await session.apply({
        label: 'Tours',
        operations: [{ op: 'append', file: 'groups.yaml', path: [1, 'groups', 0, 'tours'], value: 'highlights' }],
      });
      expect(session.errors).toEqual([]);

      // `explore` spans three levels: inside `visit` › `campus` it would reach the fifth.
      const groups = session.values().find((f) => f.file === 'groups.yaml')?.value as unknown[];
      await session.apply({
        label: 'Move explore',
        operations: [
          { op: 'append', file: 'groups.yaml', path: [1, 'groups', 0, 'groups'], value: groups[0] },
          { op: 'delete', file: 'groups.yaml', path: [0] },
        ],
      });
      expect(session.errors.map((error) => error.message).join('\n')).toContain('at most 3 levels');
      await session.undo();

      // `visit` (two levels now) into `explore`: levels 2 and 3.
      const visit = (session.values().find((f) => f.file === 'groups.yaml')?.value as unknown[])[1];
      await session.apply({
        label: 'Move visit',
        operations: [
          { op: 'append', file: 'groups.yaml', path: [0, 'groups'], value: visit },
          { op: 'delete', file: 'groups.yaml', path: [1] },
        ],
      });
      expect(session.errors).toEqual([]);
      await session.apply({
        label: 'Unknown tour',
        operations: [{ op: 'append', file: 'groups.yaml', path: [0, 'groups', 1, 'tours'], value: 'nowhere' }],
      });
      expect(session.errors).toEqual([
        expect.objectContaining({ file: 'groups.yaml', path: '[0].groups[1].tours[0]' }),
      ]);
      await session.undo();
      await session.save();
      const saved = await fs.readFile(path.join(dir, 'groups.yaml'), 'utf8');
      expect(saved).toContain('        - { key: chemistry, title: Chemistry, tours: [highlights, hidden-tour] }\n');
      expect(
        saved.endsWith(
          '    - key: visit\n      title: Visit\n      groups:\n        - key: campus\n          title:\n            en: Campus\n          tours: [highlights]\n',
        ),
      ).toBe(true);
    });

    it('a gallery scene of dropped images is valid, and one left without images is reported', async () => {
      const session = await PackSession.open(await copyCampusPack(), [mediaRoot]);
      const gallery = {
        key: 'photos',
        type: 'gallery',
        title: 'Photos',
        gallery: [{ image: 'media/photo.jpg' }, { image: 'media/tall.png' }],
      };
      await session.apply({
        label: 'Add',
        operations: [{ op: 'append', file: 'scenes.yaml', path: [], value: gallery }],
      });
      expect(session.errors).toEqual([]);
      const index = (session.values().find((f) => f.file === 'scenes.yaml')?.value as unknown[]).length - 1;
      await session.apply({
        label: 'Alt and order',
        operations: [
          {
            op: 'set',
            file: 'scenes.yaml',
            path: [index, 'gallery', 1, 'alt'],
            value: { en: 'A tall picture', 'fr-ca': 'Une image haute' },
          },
          { op: 'move', file: 'scenes.yaml', path: [index, 'gallery'], from: 1, to: 0 },
        ],
      });
      expect(session.errors).toEqual([]);
      await session.apply({
        label: 'Empty it',
        operations: [
          { op: 'delete', file: 'scenes.yaml', path: [index, 'gallery', 1] },
          { op: 'delete', file: 'scenes.yaml', path: [index, 'gallery', 0] },
        ],
      });
      expect(session.errors).toEqual([
        expect.objectContaining({ file: 'scenes.yaml', path: `[${String(index)}].gallery` }),
      ]);
      expect(session.errors[0]?.message).toContain('at least one image');
    });
  },
);

describe('the Studio’s map edits, checked as `meridian validate` checks them', { timeout: 60_000 }, () => {
  it('a place marked, outlined, given a door, and a path with steps make a valid pack; a ring cut below 4 positions is an error at its line', async () => {
    const dir = await copyCampusPack();
    const session = await PackSession.open(dir, [await fixtureMediaRoot()]);
    const corners = [
      [-79.3832, 43.6528],
      [-79.3828, 43.6528],
      [-79.3828, 43.6532],
      [-79.3832, 43.6532],
    ];
    // The operations the map editor sends (apps/web/src/studio/map/map-operations.ts).
    await session.apply({
      label: 'Place the marker of Cafe',
      operations: [{ op: 'set', file: 'places.yaml', path: [2, 'coordinates'], value: [-79.383012, 43.653004] }],
    });
    await session.apply({
      label: 'Draw the outline of Cafe',
      operations: [
        {
          op: 'append',
          file: 'map.yaml',
          path: ['buildings'],
          value: {
            key: 'cafe',
            name: { en: 'Cafe', 'fr-ca': 'Café' },
            place: 'cafe',
            polygon: [[...corners, corners[0]]],
          },
        },
        { op: 'set', file: 'places.yaml', path: [2, 'building'], value: true },
      ],
    });
    await session.apply({
      label: 'Add an entrance to Cafe',
      operations: [
        {
          op: 'append',
          file: 'map.yaml',
          path: ['buildings', 1, 'entrances'],
          value: { coordinates: [-79.383, 43.6528], accessible: true },
        },
        { op: 'set', file: 'map.yaml', path: ['paths', 0, 'steps'], value: true },
      ],
    });
    expect(session.errors).toEqual([]);
    const ring = ['buildings', 1, 'polygon', 0];
    await session.apply({
      label: 'Delete two corners',
      operations: [
        { op: 'delete', file: 'map.yaml', path: [...ring, 1] },
        { op: 'delete', file: 'map.yaml', path: [...ring, 1] },
      ],
    });
    const mapText = session.text('map.yaml') ?? '';
    const polygonLine = mapText.split('\n').indexOf('      - - [-79.3832, 43.6528]') + 1;
    expect(session.errors).toEqual([
      expect.objectContaining({ file: 'map.yaml', path: 'buildings[1].polygon[0]', line: polygonLine }),
    ]);
    expect(session.errors[0]?.message).toContain('at least 4 positions');
    await session.undo();
    expect(session.errors).toEqual([]);
  });
});
