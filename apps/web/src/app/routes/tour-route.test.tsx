import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWebGLCheck } from '../../lib/webgl.ts';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { renderViewer } from '../../testing/viewer-test-kit.tsx';

describe('tour route screen', () => {
  beforeEach(() => {
    resetViewerStores();
    resetWebGLCheck();
    // jsdom has no WebGL; the route's check only needs a context to exist.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ getExtension: () => null } as never);
  });

  it('names the page after the scene and tour when the scene was loaded ahead of the tour screen', async () => {
    // Tour and scene are both in the cache from the start, as the route prefetch leaves them.
    renderViewer({ path: '/northfield/main-campus/quad', brand: { title: 'Northfield' }, tourScreen: true });
    expect(await screen.findByRole('heading', { name: 'The quad' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('The quad – Main campus – Northfield'));
  });
});
