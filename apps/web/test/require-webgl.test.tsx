import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWebGLCheck } from '../src/lib/webgl.ts';
import { renderApp } from './render-app.tsx';

// jsdom has no WebGL: the scene and tour screens must refuse to render.
describe('WebGL check (spec sections 5 and 8)', () => {
  beforeEach(() => {
    resetWebGLCheck();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('shows the WebGL error page before a scene screen renders', async () => {
    await renderApp('/northfield/scene/library');
    expect(await screen.findByRole('heading', { name: "WebGL couldn't be found" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-route="scene-viewer"]')).toBeNull());
  });

  it('does not require WebGL on the homepage', async () => {
    await renderApp('/northfield');
    await waitFor(() => expect(document.querySelector('[data-route="homepage"]')).not.toBeNull());
  });
});
