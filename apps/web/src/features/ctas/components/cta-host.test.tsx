import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as analyticsClient from '../../../lib/analytics/analytics-client.ts';
import * as reporting from '../../../lib/errors/reporting.ts';
import { useCtaQueueStore } from '../cta-store.ts';
import { formCtaFixture, noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaHost, ctaModalFallback } from './cta-host.tsx';

// Whole forms driven by simulated typing: slow on a shared CI machine, not a performance claim.
vi.setConfig({ testTimeout: 30_000 });

// The first CTA shown loads the modal chunk (forms, date picker) — slow in a cold test run.
const SLOW = { timeout: 15_000 };

const notice = noticeCtaFixture({ id: 21 });
const gatedForm = formCtaFixture({ id: 31, gate_entry: true });

const noQuery: { ctasTimed: boolean; skipForms: boolean; openCta: string | null } = {
  ctasTimed: false,
  skipForms: false,
  openCta: null,
};

function reducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
}

/** Renders the host after load and lets the entry timer run out; returns whether a dialog opened. */
function loadPage(options: Parameters<typeof renderWithCtaContext>[1] = {}, query = noQuery) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const kit = renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [notice] }, ...options });
  return kit;
}

/**
 * Lets the entry delay run out. The decision is then taken: the entry CTA, if any, is in the queue
 * (an empty queue means none shows). A dialog appears once the lazily loaded modal chunk has
 * arrived: tests that expect one find it with `findByRole`.
 */
function afterEntryDelay() {
  expect(useCtaQueueStore.getState().entryChecked).toBe(true);
  act(() => {
    vi.advanceTimersByTime(300);
  });
  vi.useRealTimers();
  expect(useCtaQueueStore.getState().entryPending).toBe(false);
}

beforeEach(() => reducedMotion());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('entry CTA (spec section 4)', () => {
  it('shows the first on-entry CTA 300 ms after load, not before', async () => {
    loadPage();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(useCtaQueueStore.getState().queue).toEqual([]);
    afterEntryDelay();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Northfield' }, SLOW)).toBeTruthy();
  });

  it('dismissed with its close control: 30-day viewed cookie on path /, dismissal flag, dismiss event', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const { events } = loadPage();
    afterEntryDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).toHaveBeenCalledWith('on_entry_ctas_21', 'viewed', expect.objectContaining({ expires: 30, path: '/' }));
    expect(useCtaQueueStore.getState().entryCtaDismissed).toBe(true);
    expect(events.map((event) => [event.category, event.action, event.label])).toEqual([
      ['cta-open', 'CTA_21', 'Welcome'],
      ['cta', 'dismiss', 'CTA_21'],
    ]);
  });

  it('closed with Escape: the cookie is written but it is not a dismissal', async () => {
    const set = vi.spyOn(Cookies, 'set');
    loadPage();
    afterEntryDelay();
    await screen.findByRole('dialog', {}, SLOW);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).toHaveBeenCalledWith('on_entry_ctas_21', 'viewed', expect.objectContaining({ expires: 30 }));
    expect(useCtaQueueStore.getState().entryCtaDismissed).toBe(false);
  });

  it('the skip (dismiss) button of a non-gated entry CTA sets the 90-day cookie', async () => {
    const set = vi.spyOn(Cookies, 'set');
    loadPage();
    afterEntryDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).toHaveBeenCalledWith('on_entry_ctas_21', 'viewed', expect.objectContaining({ expires: 90, path: '/' }));
  });

  it('is not shown again once its viewed cookie is set', () => {
    Cookies.set('on_entry_ctas_21', 'viewed', { path: '/' });
    loadPage();
    afterEntryDelay();
    expect(useCtaQueueStore.getState().queue).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when embedded', () => {
    vi.spyOn(analyticsClient, 'isEmbedded').mockReturnValue(true);
    loadPage();
    afterEntryDelay();
    expect(useCtaQueueStore.getState().queue).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on the CTA preview route, with ctasTimed, or when skipForms gates a gated form', () => {
    const cases: [Parameters<typeof renderWithCtaContext>[1], typeof noQuery][] = [
      [{ path: '/northfield/ctas' }, noQuery],
      [{}, { ...noQuery, ctasTimed: true }],
      [{ brand: { on_entry_ctas: [gatedForm] } }, { ...noQuery, skipForms: true }],
    ];
    for (const [options, query] of cases) {
      const { view } = loadPage(options, query);
      afterEntryDelay();
      expect(useCtaQueueStore.getState().queue).toEqual([]);
      view.unmount();
      useCtaQueueStore.setState(useCtaQueueStore.getInitialState(), true);
    }
  });

  it('a gated entry form has no close button and no skip button, and Escape does not close it', async () => {
    loadPage({ brand: { on_entry_ctas: [gatedForm] } });
    afterEntryDelay();
    await screen.findByRole('dialog', { name: 'Request information' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    // Under reduced motion a close is at once: within these (act-wrapped) events, not later.
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(useCtaQueueStore.getState().queue.map((request) => request.ctaId)).toEqual([31]);
  });

  it('logs the open as opened by parameter when opencta names it', async () => {
    const { events } = loadPage({}, { ...noQuery, openCta: '21' });
    afterEntryDelay();
    await screen.findByRole('dialog', {}, SLOW);
    expect(events[0]).toMatchObject({ category: 'cta-open', action: 'CTA_21', label: 'Welcome (opencta)' });
  });
});

describe('CTAs from the tour viewer', () => {
  it('shows a button CTA opened by id, without a skip button, and writes no entry cookie when closed', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithCtaContext(<CtaHost {...noQuery} />, {
      brand: { brand_ctas: [noticeCtaFixture({ id: 77, timing: null })] },
    });
    await waitFor(() => expect(useCtaQueueStore.getState().catalogue).toHaveLength(1));
    act(() => {
      useCtaQueueStore.getState().openButtonCta(77);
    });
    await screen.findByRole('dialog', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).not.toHaveBeenCalled();
  });
});

describe('a modal without a close handler (spec section 2)', () => {
  it('is reported as an exception and the CTA close action runs anyway', () => {
    const report = vi.spyOn(reporting, 'reportError').mockReturnValue(true);
    useCtaQueueStore.getState().enqueue({ cta: notice, source: 'button' });
    ctaModalFallback.onMissingClose('escape');
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'cta-modal-close', { reason: 'escape' });
    expect(useCtaQueueStore.getState().queue).toEqual([]);
  });
});
