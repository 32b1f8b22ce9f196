// Hydration in pieces, on the renderer that ships (Preact's compat layer, as the browser build aliases
// it; the other component tests render with React): the server's HTML stays as it is, a deferred part
// answers the visitor only once its own turn has come, and each turn waits for a yield of its own.
import { createElement as h, useState, type ReactNode } from 'preact/compat';
import { createRoot, hydrateRoot } from 'preact/compat/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-runtime'));

/** Each yield of the hydration's turns, released by the test in order. */
const yields: (() => void)[] = [];
vi.mock('./yield-to-main.ts', () => ({
  yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)),
}));

const { HydrateLater, deferredHydrationSettled } = await import('./hydrate-later.tsx');
const { setHydrating } = await import('./hydration.ts');

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return h('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label} ${String(count)}`);
}

const later = (children: ReactNode) => h(HydrateLater, null, children);

function Page() {
  return h(
    'div',
    null,
    h(Counter, { label: 'header' }),
    later(h('section', null, h(Counter, { label: 'hero' }))),
    later(h('footer', null, h(Counter, { label: 'cards' }))),
  );
}

/** Lets promise callbacks and Preact's queued renders run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function releaseNextYield() {
  const resolve = yields.shift();
  if (!resolve) throw new Error('no yield is waiting');
  resolve();
  await settle();
}

let container: HTMLElement;
const button = (label: string) =>
  [...container.querySelectorAll('button')].find((node) => node.textContent.startsWith(label));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  yields.length = 0;
});

describe('parts adopted after the hydrating render (issue 36)', () => {
  it('keeps the server HTML, and a part answers only once its own turn has come, one turn per yield', async () => {
    container.innerHTML = renderToString(h(Page, null));
    const serverNodes = [...container.querySelectorAll('*')];
    const serverHtml = container.innerHTML;

    setHydrating(true);
    hydrateRoot(container, h(Page, null));
    await settle();
    expect(container.innerHTML).toBe(serverHtml);

    button('header')?.click();
    await settle();
    expect(button('header')?.textContent).toBe('header 1');
    // Left as the server drew it: no handler yet.
    button('hero')?.click();
    await settle();
    expect(button('hero')?.textContent).toBe('hero 0');

    await releaseNextYield();
    button('hero')?.click();
    button('cards')?.click();
    await settle();
    expect(button('hero')?.textContent).toBe('hero 1');
    expect(button('cards')?.textContent).toBe('cards 0');

    const settled = deferredHydrationSettled();
    await releaseNextYield();
    button('cards')?.click();
    await settle();
    expect(button('cards')?.textContent).toBe('cards 1');

    await releaseNextYield();
    await settled;
    setHydrating(false);
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
  });

  it('settles only once the parts inside an adopted part have been adopted too', async () => {
    const Nested = () =>
      later(h('div', null, h(Counter, { label: 'outer' }), later(h('p', null, h(Counter, { label: 'inner' })))));
    container.innerHTML = renderToString(h(Nested, null));
    const serverNodes = [...container.querySelectorAll('*')];

    setHydrating(true);
    hydrateRoot(container, h(Nested, null));
    await settle();
    let settled = false;
    void deferredHydrationSettled().then(() => {
      settled = true;
    });

    await releaseNextYield(); // the outer part's turn: it meets the inner part, which waits for its own
    await releaseNextYield(); // the yield after the outer turn, which finds a new turn handed out
    expect(settled).toBe(false);
    button('inner')?.click();
    await settle();
    expect(button('inner')?.textContent).toBe('inner 0');

    await releaseNextYield(); // the inner part's turn
    await releaseNextYield(); // and the yield after it, with no new turn
    expect(settled).toBe(true);
    setHydrating(false);
    button('inner')?.click();
    await settle();
    expect(button('inner')?.textContent).toBe('inner 1');
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
  });

  it('adds nothing to a part rendered without hydration (a visit within the app)', () => {
    createRoot(container).render(h(Page, null));
    expect(yields).toHaveLength(0);
    expect(button('hero')?.textContent).toBe('hero 0');
  });
});
