import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_CATEGORY } from '../src/lib/analytics/event-catalogue.ts';
import { createFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

/**
 * Loads the app, waits until it has tracked the initial page view (it is tracked in preview mode
 * too, and dropped there), hides the page (the sink flushes at once) and returns the event batches
 * the server was sent.
 */
async function eventsSent(path: string) {
  const api = createFakeApi();
  const { analytics } = await renderApp(path, api);
  const track = vi.spyOn(analytics.analytics, 'track');
  await waitFor(() => expect(document.querySelector('[data-route]')).not.toBeNull());
  await waitFor(() => expect(track).toHaveBeenCalledWith(expect.objectContaining({ category: PAGE_VIEW_CATEGORY })), {
    timeout: 10_000,
  });
  window.dispatchEvent(new Event('pagehide'));
  return api.requests.filter((request) => request.path === '/api/v2/events/');
}

describe('analytics in the running app (spec section 7)', () => {
  it('sends the initial page view and language to the tenant events endpoint, with the ids from the address', async () => {
    const sent = await eventsSent('/northfield?client_id=abc&session_id=def');
    expect(sent.length).toBeGreaterThan(0);
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('meridian.client_id')).toBe('abc');
  });

  it('sends nothing in preview mode', async () => {
    const sent = await eventsSent('/northfield?token=signed&content_type=tour.tourpage');
    expect(sent).toEqual([]);
  });
});
