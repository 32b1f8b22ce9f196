import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsContext } from '../../../lib/analytics/analytics-context.tsx';
import { createTestAnalytics } from '../../../testing/test-runtime.ts';
import { EMPTY_INPUT, INITIAL_DIRECTIONS, type DirectionsState } from '../direction-inputs.ts';
import osrmNoRoute from '../fixtures/osrm-no-route.json';
import osrmRoute from '../fixtures/osrm-route.json';
import { useRoute } from './use-route.ts';

const service = { kind: 'osrm', baseUrl: 'https://router.example' } as const;
const state: DirectionsState = {
  ...INITIAL_DIRECTIONS,
  start: { ...EMPTY_INPUT, text: ' Library ', coordinates: [-0.1, 51.5] },
  end: { ...EMPTY_INPUT, text: 'Main quad', coordinates: [-0.11, 51.51] },
};

function setUp(status: number, body: unknown) {
  // The app's own fetch, answered here (restored after each test).
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status }));
  const recorded = createTestAnalytics({ clientId: 'c', sessionId: 's' });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AnalyticsContext.Provider value={recorded.value}>{children}</AnalyticsContext.Provider>
    </QueryClientProvider>
  );
  return { events: recorded.events, wrapper };
}

describe('directions asked, for the insights report', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tracks each answered request once, with the places’ names and whether a route was found', async () => {
    const { events, wrapper } = setUp(200, osrmRoute);
    const { result } = renderHook(() => useRoute(service, state, 'en'), { wrapper });
    await waitFor(() => expect(result.current.directions.coordinates.length).toBeGreaterThan(0));
    await waitFor(() => expect(events.filter((event) => event.category === 'directions')).toHaveLength(1));
    expect(events.find((event) => event.category === 'directions')).toMatchObject({
      action: 'found',
      label: 'Library → Main quad',
    });
  });

  it('tracks a request without a route as not found', async () => {
    const { events, wrapper } = setUp(400, osrmNoRoute);
    renderHook(() => useRoute(service, state, 'en'), { wrapper });
    await waitFor(() =>
      expect(events.filter((event) => event.category === 'directions')).toEqual([
        expect.objectContaining({ action: 'not-found', label: 'Library → Main quad' }),
      ]),
    );
  });
});
