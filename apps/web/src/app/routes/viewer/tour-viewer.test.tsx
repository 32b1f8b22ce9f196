import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCtaQueueStore } from '../../../features/ctas/cta-store.ts';
import { useHotspotStore } from '../../../features/hotspots/hotspot-store.ts';
import { useErrorStore } from '../../../lib/errors/error-store.ts';
import { resetViewerStores } from '../../../testing/reset-viewer-stores.ts';
import { renderViewer } from '../../../testing/viewer-test-kit.tsx';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import { VisitStatus } from '../../../lib/visit-status.ts';

describe('tour viewer', () => {
  beforeEach(resetViewerStores);

  it('opens the starting scene, shows the low rendition first and then the sharp one', async () => {
    const { log, location } = renderViewer({ path: '/northfield/main-campus' });
    await waitFor(() => expect(location()).toBe('/northfield/main-campus/quad'));
    await waitFor(() => expect(log.shown.map((entry) => entry.quality)).toEqual(['low', 'medium']));
    expect(log.shown.every((entry) => entry.sceneId === 101)).toBe(true);
  });

  it('lists every placed hotspot as a named button and drops unplaced ones', async () => {
    const { log } = renderViewer({ path: '/northfield/main-campus/quad' });
    const list = await screen.findByRole('navigation', { name: 'Hotspots' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('To the library'),
      expect.stringContaining('Clock tower'),
    ]);
    expect(buttons[0]?.textContent).toContain('leads to The library');
    await waitFor(() => expect(log.markers.map((marker) => marker.id)).toEqual(['1', '2']));
  });

  it('walks to the linked scene from a hotspot, marks it viewed and keeps one engine', async () => {
    const user = userEvent.setup();
    const { log, location } = renderViewer({ path: '/northfield/main-campus/quad' });
    await user.click(await screen.findByRole('button', { name: /To the library/ }));
    await waitFor(() => expect(location()).toBe('/northfield/main-campus/library'));
    expect(useHotspotStore.getState().viewed['northfield:101']).toEqual([1]);
    expect(await screen.findByRole('img', { name: 'Long tables under lamps' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next scene' }));
    await waitFor(() => expect(log.shown.some((entry) => entry.sceneId === 103)).toBe(true));
    expect(log.created).toBe(1);
    expect(log.destroyed).toBe(0);
  });

  it('names the scene on screen on the 360° canvas, not the first scene, after walking on', async () => {
    const user = userEvent.setup();
    const { log, location } = renderViewer({ path: '/northfield/main-campus/quad' });
    const canvasName = () => document.querySelector('.panorama-view canvas')?.getAttribute('aria-label');
    await waitFor(() => expect(canvasName()).toBe('360° view: The quad panorama'));
    await user.click(await screen.findByRole('button', { name: /To the library/ }));
    await waitFor(() => expect(location()).toBe('/northfield/main-campus/library'));
    await user.click(screen.getByRole('button', { name: 'Next scene' }));
    await waitFor(() => expect(log.shown.some((entry) => entry.sceneId === 103)).toBe(true));
    expect(canvasName()).toBe('360° view: The lab panorama');
    expect(screen.getByRole('region', { name: '360° view: The lab panorama' })).toBeTruthy();
    expect(log.created).toBe(1);
  });

  it('keeps the scene on screen and the focus on Next scene while the next scene is still arriving', async () => {
    const user = userEvent.setup();
    const { log, location, releaseHeld } = renderViewer({
      path: '/northfield/main-campus/quad',
      heldScenes: ['library'],
    });
    const next = await screen.findByRole('button', { name: 'Next scene' });
    await waitFor(() => expect(log.shown.some((entry) => entry.sceneId === 101)).toBe(true));
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/northfield/main-campus/library'));
    // The library's data has not come: the quad stays, with its controls, and nothing blanks.
    expect(screen.getByRole('region', { name: '360° view: The quad panorama' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next scene' })).toBe(document.activeElement);
    releaseHeld();
    expect(await screen.findByRole('img', { name: 'Long tables under lamps' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next scene' })).toBe(document.activeElement);
    expect(log.created).toBe(1);
  });

  describe('the one toolbar', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    });
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);

    it('holds device motion and fullscreen beside the other tools on a touch screen, in a sensible order', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('coarse'), media: query }));
      vi.stubGlobal('DeviceOrientationEvent', function DeviceOrientationEvent() {});
      Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
      const user = userEvent.setup();
      renderViewer({ path: '/northfield/main-campus/quad' });
      const toolbar = await screen.findByRole('group', { name: 'Tour tools' });
      // Below 1200 px (jsdom is 1024 wide) the other tools are behind "More tools".
      await user.click(within(toolbar).getByRole('button', { name: 'More tools' }));
      const tools = names(toolbar);
      expect(tools.slice(0, 2)).toEqual(['Menu', 'Scenes']);
      expect(tools.indexOf('Move with device')).toBeGreaterThan(tools.indexOf('Scenes'));
      expect(tools.indexOf('Full screen')).toBe(tools.indexOf('Move with device') + 1);
      // The last is the language menu's trigger.
      expect(tools.indexOf('Full screen')).toBeLessThan(tools.length - 1);
      const view = screen.getByRole('group', { name: 'View controls' });
      expect(names(view)).not.toContain('Move with device');
      expect(names(view)).not.toContain('Full screen');
      // Each keeps its tooltip: the same text as its name.
      expect(within(toolbar).getByRole('button', { name: 'Full screen' }).textContent).toContain('Full screen');
    });

    it('shows at most four tools on a phone: menu, scenes, the map and "More tools", which holds the rest', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('coarse'), media: query }));
      vi.stubGlobal('DeviceOrientationEvent', function DeviceOrientationEvent() {});
      Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
      const user = userEvent.setup();
      renderViewer({ path: '/northfield/main-campus/quad' });
      const toolbar = await screen.findByRole('group', { name: 'Tour tools' });
      const shown = names(toolbar);
      expect(shown.length).toBeLessThanOrEqual(4);
      expect(shown.slice(0, 2)).toEqual(['Menu', 'Scenes']);
      expect(shown.at(-1)).toBe('More tools');
      const more = within(toolbar).getByRole('button', { name: 'More tools' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      await user.click(more);
      const panel = within(toolbar).getByRole('group', { name: 'More tools' });
      expect(names(panel)).toEqual(expect.arrayContaining(['Move with device', 'Full screen', 'Share']));
      await user.keyboard('{Escape}');
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(more);
    });

    it('offers no device motion without a touch screen and no fullscreen where the page may not use it', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
      Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
      const user = userEvent.setup();
      renderViewer({ path: '/northfield/main-campus/quad' });
      const toolbar = await screen.findByRole('group', { name: 'Tour tools' });
      await user.click(within(toolbar).getByRole('button', { name: 'More tools' }));
      expect(names(toolbar)).toContain('Menu');
      expect(names(toolbar)).toContain('Share');
      expect(within(toolbar).queryByRole('button', { name: 'Move with device' })).toBeNull();
      expect(within(toolbar).queryByRole('button', { name: 'Full screen' })).toBeNull();
    });
  });

  it('marks scenes visiting on entry and visited once shown; the shown one becomes current', async () => {
    renderViewer({ path: '/northfield/main-campus/quad' });
    await waitFor(() => expect(useVisitStore.getState().visits.northfield?.['101']).toBe(VisitStatus.visited));
    expect(useVisitStore.getState().currentSceneId).toBe(101);
    expect(useVisitStore.getState().visits.northfield?.['103']).toBeUndefined();
  });

  it('opens the hotspot named in the URL and counts it as viewed', async () => {
    renderViewer({ path: '/northfield/main-campus/quad/2' });
    expect(await screen.findByRole('dialog', { name: 'Clock tower' })).toBeTruthy();
    expect(useHotspotStore.getState().viewed['northfield:101']).toEqual([2]);
  });

  it('turns a panorama that fails to load into the scene-not-found page with the HTTP status', async () => {
    const { log } = renderViewer({ path: '/northfield/main-campus/lab' });
    log.failScenes.add(103);
    await waitFor(() => expect(useErrorStore.getState().error?.title).toBe('viewer.errors.sceneNotFound.title'));
    const error = useErrorStore.getState().error;
    expect(error?.status).toBe(404);
    expect(error?.linkText).toBe('The lab');
    expect(error?.link).toBe('http://localhost/northfield/main-campus/lab');
  });

  it('records tour_start on opening and tour_complete with the finished panel at the end', async () => {
    const user = userEvent.setup();
    const { events } = renderViewer({ path: '/northfield/main-campus/quad', brand: { finished_tour: true } });
    await waitFor(() => expect(useTourStore.getState().tourEvents).toEqual({ '11': { tour_start: true } }));
    await user.click(await screen.findByRole('button', { name: 'Next scene' }));
    await user.click(await screen.findByRole('button', { name: 'Next scene' }));
    expect(await screen.findByRole('dialog', { name: 'You finished Main campus' })).toBeTruthy();
    expect(useTourStore.getState().tourEvents['11']).toEqual({ tour_start: true, tour_complete: true });
    expect(events.map((event) => event.action)).toContain('tour_complete');
  });

  it('starts a link to a scene at that scene, without the splash, and the finished panel follows at once', async () => {
    renderViewer({ path: '/northfield/main-campus/lab', brand: { finished_tour: true, open_to_splash: true } });
    expect(await screen.findByRole('dialog', { name: 'You finished Main campus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the tour' })).toBeNull();
  });

  it('starts a link to a hotspot at its scene with the hotspot open, without the splash', async () => {
    renderViewer({ path: '/northfield/main-campus/quad/2', brand: { open_to_splash: true } });
    expect(await screen.findByRole('dialog', { name: 'Clock tower' })).toBeTruthy();
    await waitFor(() => expect(useVisitStore.getState().currentSceneId).toBe(101));
    expect(screen.queryByRole('button', { name: 'Start the tour' })).toBeNull();
  });

  it('shows the splash at the tour’s start with the viewer behind it inert, and the start button focused', async () => {
    const user = userEvent.setup();
    renderViewer({ path: '/northfield/main-campus', brand: { open_to_splash: true } });
    const start = await screen.findByRole('button', { name: 'Start the tour' });
    await waitFor(() => expect(document.activeElement).toBe(start));
    const splash = start.closest('.tour-splash');
    const behind = [...(splash?.parentElement?.children ?? [])].filter((element) => element !== splash);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.every((element) => (element as HTMLElement).inert)).toBe(true);
    await user.click(start);
    expect(behind.some((element) => (element as HTMLElement).inert)).toBe(false);
  });

  it('asks the CTA queue for the after-splash and after-n-scenes CTAs', async () => {
    const cta = (id: number, timing: number) => ({
      id,
      name: `cta ${String(id)}`,
      title: `CTA ${String(id)}`,
      action: 'notice' as const,
      timing,
      end_of_tour: false,
      gate_entry: false,
      set_cookie_to_prevent_redisplay: false,
      content: [],
    });
    act(() => {
      useCtaQueueStore.getState().setCatalogue({ all: [cta(1, 0), cta(2, 2)] as never, endOfTour: [] });
    });
    const user = userEvent.setup();
    renderViewer({ path: '/northfield/main-campus/quad' });
    await waitFor(() => expect(useCtaQueueStore.getState().queue.map((entry) => entry.ctaId)).toEqual([1]));
    await user.click(await screen.findByRole('button', { name: 'Next scene' }));
    await waitFor(() => expect(useCtaQueueStore.getState().queue.map((entry) => entry.ctaId)).toEqual([1, 2]));
  });

  it('queues the timing-0 CTA only once the splash closes ("0 after splash"), not on page load', async () => {
    const afterSplash = {
      id: 1,
      name: 'cta 1',
      title: 'CTA 1',
      action: 'notice' as const,
      timing: 0,
      end_of_tour: false,
      gate_entry: false,
      set_cookie_to_prevent_redisplay: false,
      content: [],
    };
    act(() => {
      useCtaQueueStore.getState().setCatalogue({ all: [afterSplash] as never, endOfTour: [] });
    });
    const user = userEvent.setup();
    renderViewer({ path: '/northfield/main-campus', brand: { open_to_splash: true } });
    const start = await screen.findByRole('button', { name: 'Start the tour' });
    // The first scene is on screen behind the splash (it counts as visited), and still no CTA waits.
    await waitFor(() => expect(useVisitStore.getState().visits.northfield?.['101']).toBe(VisitStatus.visited));
    expect(useCtaQueueStore.getState().queue).toEqual([]);
    await user.click(start);
    await waitFor(() => expect(useCtaQueueStore.getState().queue.map((entry) => entry.ctaId)).toEqual([1]));
  });

  it('sets the page title per scene, tour and brand (the server writes the same)', async () => {
    renderViewer({ path: '/northfield/main-campus/quad', brand: { title: 'Northfield' } });
    await waitFor(() => expect(document.title).toBe('The quad – Main campus – Northfield'));
  });
});
