// Issue 12, "one modal at a time": a fixed priority, nothing shown before the entry CTA is
// decided, none of the app's own CTAs in embeds or previews, none shown twice in one visit.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ctaPriority } from './cta-priority.ts';
import { useCtaQueueStore, useCurrentCta } from './cta-store.ts';
import { pickEntryCta } from './entry-cta.ts';
import { externalLinkCtaFixture, formCtaFixture, noticeCtaFixture } from '../../testing/cta-fixtures.ts';
import { wasShownThisVisit } from './visit-memory.ts';

const entry = noticeCtaFixture({ id: 1, timing: -1, set_cookie_to_prevent_redisplay: false });
const gatedEntry = formCtaFixture({ id: 2, timing: -1, gate_entry: true });
const afterSplash = formCtaFixture({ id: 10, timing: 0, set_cookie_to_prevent_redisplay: false });
const afterTwo = noticeCtaFixture({ id: 11, timing: 2 });
const button = externalLinkCtaFixture({ id: 12, timing: null });
const endOfTour = noticeCtaFixture({ id: 13, timing: null, end_of_tour: true });

function load() {
  useCtaQueueStore.getState().setCatalogue({ all: [entry, afterSplash, afterTwo, button, endOfTour], endOfTour: [] });
  return useCtaQueueStore.getState();
}

const queuedIds = () => useCtaQueueStore.getState().queue.map((request) => request.ctaId);
const store = () => useCtaQueueStore.getState();

/** A page load: the queue starts empty, what the browser remembers for the visit stays. */
function reload() {
  useCtaQueueStore.setState(useCtaQueueStore.getInitialState(), true);
  return load();
}

describe('one modal at a time (issue 12)', () => {
  it('ranks gated entry, the visitor’s own button, entry, after splash, after n scenes, end of tour', () => {
    const rank = (cta: typeof entry, source: Parameters<typeof ctaPriority>[0]['source']) =>
      ctaPriority({ cta, source });
    expect([
      rank(gatedEntry, 'entry'),
      rank(button, 'button'),
      rank(entry, 'entry'),
      rank(afterSplash, 'timed'),
      rank(afterTwo, 'timed'),
      rank(endOfTour, 'end-of-tour'),
    ]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows nothing until the entry CTA is decided, then the entry CTA before the after-splash form', () => {
    load().holdForEntry();
    store().triggerAfterSplash();
    const current = renderHook(() => useCurrentCta());
    expect(current.result.current).toBeUndefined();
    store().settleEntry(entry);
    current.rerender();
    expect(current.result.current?.ctaId).toBe(1);
    expect(queuedIds()).toEqual([1, 10]);
  });

  it('orders everything that waits by priority, first come first served within one', () => {
    load().holdForEntry();
    store().triggerEndOfTour();
    store().triggerAfterScenes(2);
    store().triggerAfterSplash();
    store().openButtonCta(12);
    store().settleEntry(gatedEntry);
    expect(queuedIds()).toEqual([2, 12, 10, 11, 13]);
  });

  it('never replaces the CTA on screen: what arrives later waits behind it', () => {
    load().settleEntry(null);
    store().triggerEndOfTour();
    store().openButtonCta(12);
    store().triggerAfterSplash();
    expect(queuedIds()).toEqual([13, 12, 10]);
    store().closeCurrent();
    expect(queuedIds()).toEqual([12, 10]);
  });

  it('shows none of its own CTAs in an embed or a preview, but still opens one the visitor asks for', () => {
    load().setAutomaticAllowed(false);
    store().settleEntry(entry);
    store().triggerAfterSplash();
    store().triggerAfterScenes(2);
    store().triggerEndOfTour();
    expect(queuedIds()).toEqual([]);
    store().openButtonCta(12);
    expect(queuedIds()).toEqual([12]);
    const conditions = {
      embedded: false,
      onCtaRoute: false,
      ctasTimed: false,
      skipForms: false,
      hasViewedCookie: () => false,
    };
    expect(pickEntryCta([entry], { ...conditions, preview: true })).toBeNull();
    expect(pickEntryCta([entry], conditions)?.id).toBe(1);
  });

  it('does not show a CTA without the cookie flag twice in one visit (not on the next page load either)', () => {
    load().settleEntry(null);
    store().triggerAfterSplash();
    expect(queuedIds()).toEqual([10]);
    store().closeCurrent();
    expect(wasShownThisVisit(10)).toBe(true);
    reload().settleEntry(null);
    store().triggerAfterSplash();
    expect(queuedIds()).toEqual([]);
  });

  it('does not show the entry CTA again in the same visit, and shows no other entry CTA instead', () => {
    const second = noticeCtaFixture({ id: 5, timing: -1 });
    const conditions = {
      embedded: false,
      onCtaRoute: false,
      ctasTimed: false,
      skipForms: false,
      hasViewedCookie: () => false,
      shownThisVisit: wasShownThisVisit,
    };
    load().settleEntry(pickEntryCta([entry, second], conditions));
    expect(queuedIds()).toEqual([1]);
    store().remove(1);
    reload();
    expect(pickEntryCta([entry, second], conditions)).toBeNull();
  });

  it('remembers a CTA only once it was on screen and closed, not while it merely waited', () => {
    load().settleEntry(null);
    store().triggerEndOfTour();
    store().triggerAfterSplash();
    expect(queuedIds()).toEqual([13, 10]);
    expect(wasShownThisVisit(10)).toBe(false);
    store().remove(13);
    expect(wasShownThisVisit(13)).toBe(true);
    expect(wasShownThisVisit(10)).toBe(false);
  });
});
