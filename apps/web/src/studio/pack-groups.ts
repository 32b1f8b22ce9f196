// The homepage's tour groups (groups.yaml): nested up to three levels, each with its tours in order.
// A group keeps its YAML path (`[0, 'groups', 1]`) so an edit names it exactly, and its value, so it
// can be moved into another group whole.
import type { StudioOperation, StudioState } from '@meridian/contracts/studio';
import { imageOf, isObj, list, str, text, type ImageModel, type Text, type YamlPath } from './pack-values.ts';

/** The spec's groupOne, groupTwo, groupThree. */
export const MAX_GROUP_DEPTH = 3;

export interface GroupModel {
  file: string;
  /** Where the group is in its file: `[0]`, `[0, 'groups', 1]`… */
  path: YamlPath;
  /** 1 at the top level. */
  depth: number;
  key: string;
  title: Text;
  searchDescription: Text;
  image: ImageModel | null;
  tours: string[];
  groups: GroupModel[];
  /** The group as written, to move it whole. */
  value: unknown;
}

function groupOf(file: string, path: YamlPath, depth: number, value: unknown): GroupModel | null {
  if (!isObj(value)) return null;
  return {
    file,
    path,
    depth,
    key: str(value.key),
    title: text(value.title),
    searchDescription: text(value.search_description),
    image: imageOf(value.image),
    tours: list(value.tours).map(str),
    groups: list(value.groups).flatMap((child, index) => {
      const group = groupOf(file, [...path, 'groups', index], depth + 1, child);
      return group ? [group] : [];
    }),
    value,
  };
}

export function readGroups(state: StudioState): GroupModel[] {
  return state.files
    .filter((f) => /^groups(\/[^/]+)?\.ya?ml$/.test(f.file))
    .flatMap((f) =>
      list(f.value).flatMap((value, index) => {
        const group = groupOf(f.file, [index], 1, value);
        return group ? [group] : [];
      }),
    );
}

/** Every group, depth first (the homepage's order). */
export function allGroups(groups: readonly GroupModel[]): GroupModel[] {
  return groups.flatMap((group) => [group, ...allGroups(group.groups)]);
}

/** How many levels a group spans, itself included. */
export function groupHeight(group: GroupModel): number {
  return 1 + Math.max(0, ...group.groups.map(groupHeight));
}

const samePlace = (a: GroupModel, b: GroupModel) =>
  a.file === b.file && a.path.length === b.path.length && a.path.every((part, i) => part === b.path[i]);

/** Whether `inner` is `outer` or inside it. */
export function isWithin(inner: GroupModel, outer: GroupModel): boolean {
  return (
    inner.file === outer.file &&
    inner.path.length >= outer.path.length &&
    outer.path.every((part, i) => part === inner.path[i])
  );
}

/** The group that holds `group`, or null at the top level. */
export function parentOf(groups: readonly GroupModel[], group: GroupModel): GroupModel | null {
  return allGroups(groups).find((candidate) => candidate.groups.some((child) => samePlace(child, group))) ?? null;
}

/**
 * The groups `group` may be moved into: not itself nor one of its own, not where it already is, and
 * only where its levels still fit in three.
 */
export function nestTargets(groups: readonly GroupModel[], group: GroupModel): GroupModel[] {
  const parent = parentOf(groups, group);
  const height = groupHeight(group);
  return allGroups(groups).filter(
    (target) =>
      !isWithin(target, group) && !(parent && samePlace(parent, target)) && target.depth + height <= MAX_GROUP_DEPTH,
  );
}

/**
 * Moves a group (with its tours and groups) into `target`, or to the top level of `topFile` when
 * `target` is null. One change: the copy is added first, so the original's path is still right when
 * it is removed (a target is never inside the group it receives).
 */
export function moveGroupOperations(group: GroupModel, target: GroupModel | null, topFile: string): StudioOperation[] {
  const destination = target ? { file: target.file, path: [...target.path, 'groups'] } : { file: topFile, path: [] };
  return [
    { op: 'append', file: destination.file, path: destination.path, value: group.value },
    { op: 'delete', file: group.file, path: group.path },
  ];
}
