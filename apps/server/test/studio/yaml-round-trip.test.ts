import { describe, expect, it } from 'vitest';
import { mergeEdit } from '../../src/studio/minimal-text.ts';
import { editYamlText } from '../../src/studio/yaml-edit.ts';
import { changedLines } from './studio-test-helpers.ts';

const SCENES = `# Scenes of the north campus
- key: quad # the first scene
  type: panorama
  title: { en: Main Quad, fr-ca: Quadrilatère principal }
  location: [-79.3832, 43.6532]
  panorama: media/quad.jpg
  initial_rotation: { yaw: 30, pitch: -5, zoom: 50 }
  hotspots:
    - { key: to-library, title: Library, yaw: 45, pitch: -10, link: library }

    # Written by hand, kept as written
    - key: fountain
      title: 'The fountain'
      x: 0.5
      y: 0
      z: -0.866
- key: library
  type: panorama
  title: Library
  tags: [indoor,
    quiet]
  panorama: media/library.jpg
`;

describe('the Studio edits YAML in place: a save is a small git diff', () => {
  it('changing one number changes one line, comments, order and flow style kept', () => {
    const after = editYamlText(SCENES, [
      { op: 'set', file: 'scenes.yaml', path: [0, 'initial_rotation', 'yaw'], value: 12.5 },
    ]);
    expect(changedLines(SCENES, after)).toEqual({
      removed: ['  initial_rotation: { yaw: 30, pitch: -5, zoom: 50 }'],
      added: ['  initial_rotation: { yaw: 12.5, pitch: -5, zoom: 50 }'],
    });
  });

  it('a scene’s first hotspot adds its lines and nothing else', () => {
    const after = editYamlText(SCENES, [
      {
        op: 'append',
        file: 'scenes.yaml',
        path: [1, 'hotspots'],
        value: { key: 'back', yaw: -170.25, pitch: -12, link: 'quad' },
      },
    ]);
    const { removed, added } = changedLines(SCENES, after);
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '  hotspots:',
      '    - key: back',
      '      yaw: -170.25',
      '      pitch: -12',
      '      link: quad',
    ]);
    // The multi-line flow list the serialiser would have joined on one line is untouched.
    expect(after).toContain('  tags: [indoor,\n    quiet]\n');
  });

  it('an item added beside flow-style items is one flow-style line, written as the file writes them', () => {
    const text = 'tours:\n  - { key: a, scenes: [quad] }\n';
    const after = editYamlText(text, [
      { op: 'append', file: 'groups.yaml', path: ['tours'], value: { key: 'b', scenes: ['quad', 'library'] } },
    ]);
    expect(after).toBe('tours:\n  - { key: a, scenes: [quad] }\n  - { key: b, scenes: [quad, library] }\n');
  });

  it('appending to a list keeps the list’s own style', () => {
    const after = editYamlText(SCENES, [
      { op: 'append', file: 'scenes.yaml', path: [0, 'hotspots'], value: { key: 'gate', yaw: 90, pitch: 0 } },
    ]);
    expect(changedLines(SCENES, after).removed).toEqual([]);
    expect(after).toContain('      z: -0.866\n    - key: gate\n      yaw: 90\n      pitch: 0\n');
  });

  it('moving a hotspot rewrites only its own line; the comment above the other stays', () => {
    const after = editYamlText(SCENES, [
      { op: 'set', file: 'scenes.yaml', path: [0, 'hotspots', 0, 'yaw'], value: 50 },
      { op: 'set', file: 'scenes.yaml', path: [0, 'hotspots', 0, 'pitch'], value: -8.5 },
    ]);
    expect(changedLines(SCENES, after)).toEqual({
      removed: ['    - { key: to-library, title: Library, yaw: 45, pitch: -10, link: library }'],
      added: ['    - { key: to-library, title: Library, yaw: 50, pitch: -8.5, link: library }'],
    });
    expect(after).toContain('    # Written by hand, kept as written\n');
    expect(after).toContain("      title: 'The fountain'\n");
  });

  it('deleting a hotspot removes its lines only, and reordering keeps every key', () => {
    const deleted = editYamlText(SCENES, [{ op: 'delete', file: 'scenes.yaml', path: [0, 'hotspots', 0] }]);
    expect(changedLines(SCENES, deleted).added).toEqual([]);
    expect(changedLines(SCENES, deleted).removed).toContain(
      '    - { key: to-library, title: Library, yaw: 45, pitch: -10, link: library }',
    );
    const moved = editYamlText(SCENES, [{ op: 'move', file: 'scenes.yaml', path: [], from: 1, to: 0 }]);
    expect(moved.indexOf('- key: library')).toBeLessThan(moved.indexOf('- key: quad'));
    expect(moved).toContain('- key: quad # the first scene');
    expect(moved.startsWith('# Scenes of the north campus\n')).toBe(true);
  });

  it('an object set over another keeps its style and its comment, whatever its neighbours’ style', () => {
    // Beside a block list, a new object would be a block: the one-line splash colour stays one line.
    const text = `- key: walk
  splash_color: { hue: 0.5, saturation: 1, lightness: 0.1 } # the brand blue
  stops:
    - { key: a, scene: quad }
`;
    const after = editYamlText(text, [
      {
        op: 'set',
        file: 'tours.yaml',
        path: [0, 'splash_color'],
        value: { hue: 0.4, saturation: 0.55, lightness: 0.3 },
      },
    ]);
    expect(changedLines(text, after)).toEqual({
      removed: ['  splash_color: { hue: 0.5, saturation: 1, lightness: 0.1 } # the brand blue'],
      added: ['  splash_color: { hue: 0.4, saturation: 0.55, lightness: 0.3 } # the brand blue'],
    });
    // Beside a flow list, a block thumbnail stays a block.
    const block =
      '- key: walk\n  thumbnail:\n    image: media/a.jpg\n    background_position: 50% 50%\n  scenes: [quad]\n';
    const swapped = editYamlText(block, [
      { op: 'set', file: 'tours.yaml', path: [0, 'thumbnail'], value: { image: 'media/b.jpg' } },
    ]);
    expect(swapped).toBe('- key: walk\n  thumbnail:\n    image: media/b.jpg\n  scenes: [quad]\n');
  });

  it('a group moved into another is copied in and removed from where it was, the rest untouched', () => {
    const groups = `# The homepage
- key: explore
  title: Explore
  tours: [highlights]
- key: visit # moved below
  title: Visit
  tours: [walk]
- key: last
  title: Last
`;
    const after = editYamlText(groups, [
      {
        op: 'append',
        file: 'groups.yaml',
        path: [0, 'groups'],
        value: { key: 'visit', title: 'Visit', tours: ['walk'] },
      },
      { op: 'delete', file: 'groups.yaml', path: [1] },
    ]);
    expect(after).toBe(`# The homepage
- key: explore
  title: Explore
  tours: [highlights]
  groups:
    - key: visit
      title: Visit
      tours: [walk]
- key: last
  title: Last
`);
  });

  it('a new file is a plain block list', () => {
    expect(
      editYamlText('', [{ op: 'append', file: 'tours.yaml', path: [], value: { key: 'tour', scenes: ['quad'] } }]),
    ).toBe('- key: tour\n  scenes:\n    - quad\n');
  });

  it('an edit followed by its opposite gives the file back byte for byte', () => {
    const edited = editYamlText(SCENES, [{ op: 'set', file: 'scenes.yaml', path: [1, 'title'], value: 'Old library' }]);
    expect(editYamlText(edited, [{ op: 'set', file: 'scenes.yaml', path: [1, 'title'], value: 'Library' }])).toBe(
      SCENES,
    );
  });

  it('the merge keeps the file’s lines wherever only the serialiser differs', () => {
    const ours = 'a: [1,  2]\nb: 1\nc: 3\n';
    const base = 'a: [1, 2]\nb: 1\nc: 3\n';
    const theirs = 'a: [1, 2]\nb: 2\nc: 3\n';
    expect(mergeEdit(ours, base, theirs)).toBe('a: [1,  2]\nb: 2\nc: 3\n');
  });
  describe('map edits (the Studio’s map editor)', () => {
    const MAP = `# The campus
campus_outlines:
  - key: campus
    name: Campus
    polygon:
      - - [-79.39, 43.65]
        - [-79.38, 43.65]
        - [-79.38, 43.66]
        - [-79.39, 43.65]
buildings:
  - key: hall
    name: Hall
    place: hall
    polygon:
      - - [-79.386, 43.652] # the south-west corner
        - [-79.385, 43.652]
        - [-79.385, 43.653]
        - [-79.386, 43.652]
    entrances: [{ coordinates: [-79.3855, 43.652], name: Main door }]
paths:
  - { key: walk, modes: [walking], coordinates: [[-79.387, 43.651], [-79.386, 43.652]] }
`;

    it('a ring’s closing position, the same value as its first, is written out, not as a YAML alias', () => {
      const first = [1.5, 2.5];
      const value = { key: 'b', polygon: [[first, [3.5, 2.5], [3.5, 4.5], first]] };
      const text = editYamlText('', [{ op: 'append', file: 'map.yaml', path: ['buildings'], value }]);
      expect(text).not.toMatch(/[&*]/);
      expect(text.match(/- \[1\.5, 2\.5\]/g)).toHaveLength(2);
    });

    it('a new building in a new map file writes each position of its ring on one line', () => {
      const value = {
        key: 'b',
        name: 'B',
        place: 'b',
        polygon: [
          [
            [1.5, 2.5],
            [3.5, 2.5],
            [3.5, 4.5],
            [1.5, 2.5],
          ],
        ],
      };
      expect(editYamlText('', [{ op: 'append', file: 'map.yaml', path: ['buildings'], value }])).toBe(
        'buildings:\n  - key: b\n    name: B\n    place: b\n    polygon:\n      - - [1.5, 2.5]\n        - [3.5, 2.5]\n        - [3.5, 4.5]\n        - [1.5, 2.5]\n',
      );
    });

    it('a corner moved, added or deleted changes its own lines; the comments of the others stay', () => {
      const ring = ['buildings', 0, 'polygon', 0];
      const moved = editYamlText(MAP, [
        { op: 'set', file: 'map.yaml', path: [...ring, 2], value: [-79.384912, 43.653104] },
      ]);
      expect(changedLines(MAP, moved)).toEqual({
        removed: ['        - [-79.385, 43.653]'],
        added: ['        - [-79.384912, 43.653104]'],
      });
      // A corner added between the second and the third: appended, then moved into place.
      const added = editYamlText(MAP, [
        { op: 'append', file: 'map.yaml', path: ring, value: [-79.3848, 43.6525] },
        { op: 'move', file: 'map.yaml', path: ring, from: 4, to: 2 },
      ]);
      expect(changedLines(MAP, added)).toEqual({ removed: [], added: ['        - [-79.3848, 43.6525]'] });
      expect(added).toContain('      - - [-79.386, 43.652] # the south-west corner\n');
      const deleted = editYamlText(MAP, [{ op: 'delete', file: 'map.yaml', path: [...ring, 1] }]);
      expect(changedLines(MAP, deleted)).toEqual({ removed: ['        - [-79.385, 43.652]'], added: [] });
    });

    it('an entrance added beside one-line entrances is one line; a step-free flag is one key', () => {
      const after = editYamlText(MAP, [
        {
          op: 'append',
          file: 'map.yaml',
          path: ['buildings', 0, 'entrances'],
          value: { coordinates: [-79.3851, 43.6525], accessible: false },
        },
        { op: 'set', file: 'map.yaml', path: ['paths', 0, 'steps'], value: true },
      ]);
      expect(changedLines(MAP, after)).toEqual({
        removed: [
          '    entrances: [{ coordinates: [-79.3855, 43.652], name: Main door }]',
          '  - { key: walk, modes: [walking], coordinates: [[-79.387, 43.651], [-79.386, 43.652]] }',
        ],
        added: [
          '    entrances: [{ coordinates: [-79.3855, 43.652], name: Main door }, { coordinates: [-79.3851, 43.6525], accessible: false }]',
          '  - { key: walk, modes: [walking], coordinates: [[-79.387, 43.651], [-79.386, 43.652]], steps: true }',
        ],
      });
    });

    it('a place’s first marker is one line, whatever the style of the keys beside it', () => {
      const places = '- key: hall\n  title: Hall\n  address:\n    en: 1 Main St\n';
      expect(
        editYamlText(places, [
          { op: 'set', file: 'places.yaml', path: [0, 'coordinates'], value: [-79.3855, 43.6525] },
        ]),
      ).toBe(`${places}  coordinates: [-79.3855, 43.6525]\n`);
    });
  });
});
