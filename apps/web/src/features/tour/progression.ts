// Moving through a tour. Sequential progression (the default) walks the tour's scenes in order:
// next and previous follow the order, the gallery lets a visitor jump back to any scene reached so
// far and forward by one, and the tour is complete when its last scene is finished. In free order
// (self-guided mode) every scene is open and the tour is complete once every scene is visited.
import type { Tour } from '@meridian/contracts';
import type { ProgressionMode } from './tour-store.ts';
import { VisitStatus, type VisitStatus as Status } from '../../lib/visit-status.ts';

/** Scene ids in tour order. */
export function tourSceneOrder(tour: Pick<Tour, 'scenes' | 'sceneIds'>): number[] {
  const fromScenes = tour.scenes.map((entry) => entry.scene.id);
  return fromScenes.length > 0 ? fromScenes : tour.sceneIds;
}

export function startingSceneId(tour: Pick<Tour, 'scenes' | 'sceneIds' | 'starting_point'>): number | null {
  const order = tourSceneOrder(tour);
  if (tour.starting_point !== null && order.includes(tour.starting_point)) return tour.starting_point;
  return order[0] ?? null;
}

export function neighbourIds(order: number[], current: number): { previous: number | null; next: number | null } {
  const index = order.indexOf(current);
  if (index < 0) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/** Whether a scene may be opened from the gallery or menu. */
export function isReachable(
  order: number[],
  sceneId: number,
  statusOf: (sceneId: number) => Status,
  mode: ProgressionMode,
): boolean {
  if (mode === 'free') return true;
  const index = order.indexOf(sceneId);
  if (index <= 0) return index === 0;
  if (statusOf(sceneId) !== VisitStatus.unvisited) return true;
  // One step beyond the furthest scene reached.
  let furthest = -1;
  order.forEach((id, position) => {
    if (statusOf(id) !== VisitStatus.unvisited) furthest = position;
  });
  return index <= furthest + 1;
}

export function isTourComplete(order: number[], statusOf: (sceneId: number) => Status, mode: ProgressionMode): boolean {
  if (order.length === 0) return false;
  if (mode === 'free') return order.every((id) => statusOf(id) === VisitStatus.visited);
  const last = order[order.length - 1];
  return last !== undefined && statusOf(last) === VisitStatus.visited;
}

/** Number of scenes finished, for the "after n scenes" CTAs. */
export function visitedCount(order: number[], statusOf: (sceneId: number) => Status): number {
  return order.filter((id) => statusOf(id) === VisitStatus.visited).length;
}
