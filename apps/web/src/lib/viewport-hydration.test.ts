// The window's size in a page the server rendered (issue 36), on the renderer that ships (Preact's
// compat layer, as the browser build aliases it): the hydrating render draws the server's sizeless
// HTML once, in its own task, and the size comes with the render after hydration, not in a second
// render squeezed into the hydrating task.
import { createElement as h } from 'preact/compat';
import { hydrateRoot } from 'preact/compat/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-runtime'));

const { useViewport } = await import('./viewport.ts');
const { setHydrating } = await import('./hydration.ts');

const rendered = vi.fn();
function Width() {
  rendered();
  return h('p', null, `width ${String(useViewport().width)}`);
}

/** Lets promise callbacks, Preact's queued renders and its effects run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

afterEach(() => setHydrating(false));

describe('the viewport in a hydrated page (issue 36)', () => {
  it('renders its reader once while hydrating, and gives the window size with the render after it', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
    window.dispatchEvent(new Event('resize'));
    const container = document.createElement('div');
    document.body.append(container);
    setHydrating(true);
    container.innerHTML = renderToString(h(Width, null));
    expect(container.textContent).toBe('width 0');
    rendered.mockClear();

    hydrateRoot(container, h(Width, null));
    await settle();
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('width 0');

    setHydrating(false);
    await settle();
    expect(container.textContent).toBe('width 1440');
    expect(rendered).toHaveBeenCalledTimes(2);
    container.remove();
  });
});
