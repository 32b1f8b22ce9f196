import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PackSession } from '../../src/studio/pack-session.ts';
import { matchLines } from '../../src/studio/minimal-text.ts';
import { copyCampusPack, fixtureMediaRoot } from '../packs/pack-test-helpers.ts';

function changedLineCount(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  const kept = [...matchLines(a, b)].filter((index) => index >= 0).length;
  return a.length - kept + (b.length - kept);
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
