import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createFakeEngineFactory } from '../../testing/fake-engine.ts';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { QUAD, VIEWER_TOUR } from '../../testing/viewer-fixtures.ts';
import { renderViewer } from '../../testing/viewer-test-kit.tsx';
import { FirstView, FirstViewHandOff } from './first-view.ts';

const TOUR_SLUG = VIEWER_TOUR.slug;

/** A first view of scene `sceneId` (slug `quad`), started from the tour's address. */
async function started(sceneId = QUAD.id) {
  const { factory, log } = createFakeEngineFactory();
  const engine = await factory();
  const element = document.createElement('div');
  document.body.appendChild(element);
  const view = new FirstView(sceneId, { sceneSlug: 'quad', tourSlug: TOUR_SLUG }, engine, element);
  return { view, engine, element, log };
}

describe('first view hand-over', () => {
  it('is adopted by the viewer of the same scene: same engine, nothing destroyed', async () => {
    const { view, engine, element, log } = await started();
    const handOff = new FirstViewHandOff();
    handOff.offer(view);
    expect(element.classList.contains('first-view')).toBe(true);
    expect(handOff.adopt(QUAD.id)?.engine).toBe(engine);
    expect(element.classList.contains('first-view')).toBe(false);
    expect(handOff.waiting).toBe(false);
    // Its own later errors leave the adopted engine alone: it is the viewer's now.
    view.destroy();
    expect(log.destroyed).toBe(0);
  });

  it('is destroyed at once, not handed over, when the viewer shows another scene', async () => {
    const { view, element, log } = await started();
    const handOff = new FirstViewHandOff();
    handOff.offer(view);
    expect(handOff.adopt(202)).toBeNull();
    expect(log.destroyed).toBe(1);
    expect(element.isConnected).toBe(false);
  });

  it('steps aside while the app redirects to its scene, and is destroyed when the address leaves it', async () => {
    const first = await started();
    const handOff = new FirstViewHandOff();
    handOff.follow({ tourSlug: TOUR_SLUG, sceneSlug: null });
    handOff.offer(first.view);
    handOff.stepAside();
    expect(first.element.classList.contains('first-view--hidden')).toBe(true);
    // The tour's redirect to its first scene: still the same scene, kept, and adopted shown again.
    handOff.follow({ tourSlug: TOUR_SLUG, sceneSlug: 'quad' });
    expect(first.log.destroyed).toBe(0);
    expect(handOff.adopt(QUAD.id)?.element.classList.contains('first-view--hidden')).toBe(false);

    const second = await started();
    const other = new FirstViewHandOff();
    other.offer(second.view);
    other.stepAside();
    other.follow(null);
    expect(second.log.destroyed).toBe(1);
    expect(second.element.isConnected).toBe(false);
  });

  it('is destroyed when the app shows an error page, and when offered after the page moved on', async () => {
    const shown = await started();
    const handOff = new FirstViewHandOff();
    handOff.offer(shown.view);
    handOff.close();
    expect(shown.log.destroyed).toBe(1);

    const late = await started();
    const moved = new FirstViewHandOff();
    moved.follow({ tourSlug: TOUR_SLUG, sceneSlug: 'library' });
    moved.offer(late.view);
    expect(late.log.destroyed).toBe(1);
  });

  it('is destroyed when offered after the viewer already made its own engine', async () => {
    const { view, log } = await started();
    const handOff = new FirstViewHandOff();
    expect(handOff.adopt(QUAD.id)).toBeNull();
    handOff.offer(view);
    expect(log.destroyed).toBe(1);
  });
});

describe('the viewer adopts a first view of its scene', () => {
  beforeEach(resetViewerStores);

  it('shows the scene on the first view’s engine instead of creating one', async () => {
    const { view, element, log: offered } = await started();
    const firstView = new FirstViewHandOff();
    firstView.offer(view);

    const { log: created, view: rendered } = renderViewer({ path: `/northfield/${TOUR_SLUG}/quad`, firstView });
    await waitFor(() => expect(offered.shown.map((entry) => entry.quality)).toEqual(['low', 'medium']));
    expect(created.engines).toHaveLength(0);
    expect(rendered.container.querySelector('.panorama-view__canvas > .panorama-view__adopted')).toBe(element);
    expect(firstView.waiting).toBe(false);
  });
});
