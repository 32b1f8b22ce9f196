import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

async function eventsSent(path: string) {
  const api = createFakeApi();
  await renderApp(path, api);
  await waitFor(() => expect(document.querySelector('[data-route]')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 800));
  window.dispatchEvent(new Event('pagehide'));
  await new Promise((resolve) => setTimeout(resolve, 20));
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
