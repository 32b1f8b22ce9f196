import { describe, expect, it } from 'vitest';
import { studioStateOf } from '../testing/studio-fixtures.ts';
import { allGroups, groupHeight, moveGroupOperations, nestTargets, parentOf, readGroups } from './pack-groups.ts';

const state = (groups: unknown) => studioStateOf([{ file: 'groups.yaml', value: groups }]);

// explore › science › chemistry, explore › arts, visit
const GROUPS = [
  {
    key: 'explore',
    title: 'Explore',
    tours: ['highlights'],
    groups: [
      { key: 'science', title: 'Science', groups: [{ key: 'chemistry', title: 'Chemistry', tours: ['lab'] }] },
      { key: 'arts', title: 'Arts' },
    ],
  },
  { key: 'visit', title: 'Visit' },
];

const find = (key: string) => {
  const group = allGroups(readGroups(state(GROUPS))).find((g) => g.key === key);
  if (!group) throw new Error(`no group ${key}`);
  return group;
};

describe('the Studio’s homepage groups', () => {
  it('reads the nested groups with their YAML paths and levels, depth first', () => {
    const groups = readGroups(state(GROUPS));
    expect(allGroups(groups).map((g) => [g.key, g.path, g.depth])).toEqual([
      ['explore', [0], 1],
      ['science', [0, 'groups', 0], 2],
      ['chemistry', [0, 'groups', 0, 'groups', 0], 3],
      ['arts', [0, 'groups', 1], 2],
      ['visit', [1], 1],
    ]);
    expect(find('chemistry').tours).toEqual(['lab']);
    expect(parentOf(groups, find('chemistry'))?.key).toBe('science');
    expect(parentOf(groups, find('visit'))).toBeNull();
    expect([groupHeight(find('explore')), groupHeight(find('science')), groupHeight(find('visit'))]).toEqual([3, 2, 1]);
  });

  it('offers only the groups a group fits in: never itself or its own, not where it is, three levels at most', () => {
    const groups = readGroups(state(GROUPS));
    expect(nestTargets(groups, find('visit')).map((g) => g.key)).toEqual(['explore', 'science', 'arts']);
    // science spans two levels: only a top-level group can take it, and explore already does.
    expect(nestTargets(groups, find('science')).map((g) => g.key)).toEqual(['visit']);
    expect(nestTargets(groups, find('explore'))).toEqual([]);
    expect(nestTargets(groups, find('chemistry')).map((g) => g.key)).toEqual(['explore', 'arts', 'visit']);
  });

  it('moves a group whole in one change: copied into its new place, then removed from the old', () => {
    const groups = readGroups(state(GROUPS));
    expect(moveGroupOperations(find('science'), find('visit'), 'groups.yaml')).toEqual([
      { op: 'append', file: 'groups.yaml', path: [1, 'groups'], value: GROUPS[0]?.groups?.[0] },
      { op: 'delete', file: 'groups.yaml', path: [0, 'groups', 0] },
    ]);
    expect(moveGroupOperations(find('chemistry'), null, 'groups.yaml')[0]).toMatchObject({ op: 'append', path: [] });
    expect(groups).toHaveLength(2);
  });
});
