import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createFakeEngineFactory } from '../../testing/fake-engine.ts';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { QUAD } from '../../testing/viewer-fixtures.ts';
import { renderViewer } from '../../testing/viewer-test-kit.tsx';
import {
  adoptFirstView,
  FIRST_VIEW_GRACE_MS,
  hasFirstView,
  hideFirstView,
  offerFirstView,
  releaseFirstView,
} from './first-view.ts';

async function offer(sceneId: number) {
  const { factory, log } = createFakeEngineFactory();
  const engine = await factory();
  const element = document.createElement('div');
  document.body.appendChild(element);
  offerFirstView({ sceneId, engine, element });
  return { engine, element, log };
}

describe('first view hand-over', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    releaseFirstView();
    vi.useRealTimers();
  });

  it('is adopted by the viewer of the same scene: same engine, nothing destroyed', async () => {
    const { engine, element, log } = await offer(101);
    expect(element.classList.contains('first-view')).toBe(true);
    const adopted = adoptFirstView(101);
    expect(adopted?.engine).toBe(engine);
    expect(element.classList.contains('first-view')).toBe(false);
    expect(hasFirstView()).toBe(false);
    expect(log.destroyed).toBe(0);
  });

  it('is destroyed, not handed over, when the viewer shows another scene', async () => {
    const { element, log } = await offer(101);
    expect(adoptFirstView(202)).toBeNull();
    expect(log.destroyed).toBe(1);
    expect(element.isConnected).toBe(false);
  });

  it('steps aside when the app shows something else, and goes after the grace period unless adopted', async () => {
    const first = await offer(101);
    hideFirstView();
    expect(first.element.classList.contains('first-view--hidden')).toBe(true);
    // Adopted within the grace period (a redirect to the scene): shown again, kept.
    expect(adoptFirstView(101)?.element.classList.contains('first-view--hidden')).toBe(false);
    vi.advanceTimersByTime(FIRST_VIEW_GRACE_MS + 1);
    expect(first.log.destroyed).toBe(0);

    const second = await offer(303);
    hideFirstView();
    vi.advanceTimersByTime(FIRST_VIEW_GRACE_MS + 1);
    expect(second.log.destroyed).toBe(1);
    expect(second.element.isConnected).toBe(false);
  });

  it('releasing by engine leaves an adopted engine alone', async () => {
    const { engine, log } = await offer(101);
    adoptFirstView(101);
    releaseFirstView(engine);
    expect(log.destroyed).toBe(0);
  });
});

describe('the viewer adopts a first view of its scene', () => {
  beforeEach(resetViewerStores);

  it('shows the scene on the first view’s engine instead of creating one', async () => {
    const { factory, log: offered } = createFakeEngineFactory();
    const engine = await factory();
    const element = document.createElement('div');
    document.body.appendChild(element);
    offerFirstView({ sceneId: QUAD.id, engine, element });

    const { log: created, view } = renderViewer({ path: '/northfield/main-campus/quad' });
    await waitFor(() => expect(offered.shown.map((entry) => entry.quality)).toEqual(['low', 'medium']));
    expect(created.engines).toHaveLength(0);
    expect(view.container.querySelector('.panorama-view__canvas > .panorama-view__adopted')).toBe(element);
    expect(hasFirstView()).toBe(false);
  });
});
