// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isReachable, isTourComplete, neighbourIds, startingSceneId, tourSceneOrder } from './progression.ts';
import { VIEWER_TOUR } from '../../testing/viewer-fixtures.ts';
import { VisitStatus } from '../../lib/visit-status.ts';

const statuses = (map: Record<number, VisitStatus>) => (id: number) => map[id] ?? VisitStatus.unvisited;

describe('sequential progression', () => {
  const order = tourSceneOrder(VIEWER_TOUR);

  it('follows the tour order and starts at the starting point (or the first scene)', () => {
    expect(order).toEqual([101, 102, 103]);
    expect(startingSceneId(VIEWER_TOUR)).toBe(101);
    expect(startingSceneId({ ...VIEWER_TOUR, starting_point: 102 })).toBe(102);
    expect(neighbourIds(order, 102)).toEqual({ previous: 101, next: 103 });
    expect(neighbourIds(order, 103)).toEqual({ previous: 102, next: null });
  });

  it('opens scenes reached so far and one beyond, not further, until self-guided frees it', () => {
    const statusOf = statuses({ 101: VisitStatus.visited });
    expect(isReachable(order, 102, statusOf, 'sequential')).toBe(true);
    expect(isReachable(order, 103, statusOf, 'sequential')).toBe(false);
    expect(isReachable(order, 103, statusOf, 'free')).toBe(true);
  });

  it('is complete when the last scene is finished (sequential) or every scene is visited (free)', () => {
    const lastOnly = statuses({ 103: VisitStatus.visited });
    expect(isTourComplete(order, lastOnly, 'sequential')).toBe(true);
    expect(isTourComplete(order, lastOnly, 'free')).toBe(false);
    const all = statuses({ 101: VisitStatus.visited, 102: VisitStatus.visited, 103: VisitStatus.visited });
    expect(isTourComplete(order, all, 'free')).toBe(true);
    expect(isTourComplete(order, statuses({ 103: VisitStatus.visiting }), 'sequential')).toBe(false);
  });
});
