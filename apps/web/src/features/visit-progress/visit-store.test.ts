import { beforeEach, describe, expect, it } from 'vitest';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { VisitStatus } from '../../lib/visit-status.ts';
import { useVisitStore, visitStatusOf } from './visit-store.ts';

const status = (sceneId: number) => visitStatusOf(useVisitStore.getState().visits, 'northfield', sceneId);

describe('scene visit status (spec section 4)', () => {
  beforeEach(resetViewerStores);

  it('goes unvisited → visiting on start and visiting → visited on finish', () => {
    expect(status(1)).toBe(VisitStatus.unvisited);
    useVisitStore.getState().startScene('northfield', 1);
    expect(status(1)).toBe(VisitStatus.visiting);
    useVisitStore.getState().finishScene('northfield', 1);
    expect(status(1)).toBe(VisitStatus.visited);
  });

  it('does not move a visited scene back to visiting when it is started again', () => {
    useVisitStore.getState().finishScene('northfield', 1);
    useVisitStore.getState().startScene('northfield', 1);
    expect(status(1)).toBe(VisitStatus.visited);
  });

  it('makes the finished scene the current one', () => {
    useVisitStore.getState().finishScene('northfield', 4);
    expect(useVisitStore.getState().currentSceneId).toBe(4);
  });

  it('flips isExpanded with the stack toggle', () => {
    useVisitStore.getState().toggleStack(9);
    expect(useVisitStore.getState().expanded['9']).toBe(true);
    useVisitStore.getState().toggleStack(9);
    expect(useVisitStore.getState().expanded['9']).toBe(false);
  });

  it('keeps visit status across a reload (localStorage), per site', async () => {
    useVisitStore.getState().finishScene('northfield', 1);
    useVisitStore.getState().startScene('harbour', 1);
    // A reload: a fresh store reads what the last page saved.
    const saved = window.localStorage.getItem('meridian.viewer.visits') ?? '';
    useVisitStore.setState({ visits: {} });
    window.localStorage.setItem('meridian.viewer.visits', saved);
    await useVisitStore.persist.rehydrate();
    expect(status(1)).toBe(VisitStatus.visited);
    expect(visitStatusOf(useVisitStore.getState().visits, 'harbour', 1)).toBe(VisitStatus.visiting);
  });
});
