// The layout (header, language menu, CTA host) is the largest part of every screen; on a phone's
// first seconds each needless render of it is a long task. It renders again when what it shows
// changes, not when the lists it does not show arrive or a loader comes and goes.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from './fake-api.ts';
import { BRAND } from './fixtures.ts';
import { renderApp } from './render-app.tsx';

// The layout is the only caller of useThemeColor: its calls count the layout's renders.
const themeColor = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../src/lib/theme-color.ts', async (original) => {
  const actual = await original<typeof import('../src/lib/theme-color.ts')>();
  return {
    ...actual,
    useThemeColor: (color: string) => {
      themeColor.calls += 1;
      actual.useThemeColor(color);
    },
  };
});

describe('the layout on first load', () => {
  it('does not render again when the labels and scenes arrive after the brand', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/labels/');
    api.hold('/api/v2/scenes/');
    const { queryClient } = await renderApp('/northfield', api);
    expect(await screen.findByRole('link', { name: BRAND.title })).toBeTruthy();
    await waitFor(() => expect(api.paths()).toContain('/api/v2/scenes/'));
    const before = themeColor.calls;

    act(() => api.release('/api/v2/labels/'));
    act(() => api.release('/api/v2/scenes/'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The query cache tells its observers in a task of its own (TanStack's notify manager).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(themeColor.calls).toBe(before);
  });

  it('does not render again when the homepage replaces its loader with its cards', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/tours/');
    await renderApp('/northfield', api);
    expect(await screen.findByRole('link', { name: BRAND.title })).toBeTruthy();
    expect(await screen.findByRole('status')).toBeTruthy();
    const before = themeColor.calls;

    act(() => api.release('/api/v2/tours/'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(themeColor.calls).toBe(before);
  });
});
