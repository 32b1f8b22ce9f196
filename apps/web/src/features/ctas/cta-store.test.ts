import { describe, expect, it } from 'vitest';
import { closeEffects } from './cta-close.ts';
import { isTimed, useCtaQueueStore, type CtaRequest } from './cta-store.ts';
import { externalLinkCtaFixture, formCtaFixture, noticeCtaFixture } from '../../testing/cta-fixtures.ts';

const afterSplash = noticeCtaFixture({ id: 10, timing: 0 });
const afterTwo = noticeCtaFixture({ id: 11, timing: 2 });
const button = externalLinkCtaFixture({ id: 12, timing: null });
const endOfTour = formCtaFixture({ id: 13, timing: null, end_of_tour: true });

function load() {
  useCtaQueueStore.getState().setCatalogue({ all: [afterSplash, afterTwo, button, endOfTour], endOfTour: [] });
  return useCtaQueueStore.getState();
}

const queuedIds = () => useCtaQueueStore.getState().queue.map((request) => request.ctaId);

describe('CTA queue triggers for the tour viewer (spec sections 3 and 4)', () => {
  it('counts a CTA as timed when its timing is not null and at least -1', () => {
    expect(isTimed({ timing: -1 })).toBe(true);
    expect(isTimed({ timing: 0 })).toBe(true);
    expect(isTimed({ timing: 3 })).toBe(true);
    expect(isTimed({ timing: null })).toBe(false);
  });

  it('queues timing-0 CTAs after the splash, once per page load', () => {
    load().triggerAfterSplash();
    expect(queuedIds()).toEqual([10]);
    useCtaQueueStore.getState().closeCurrent();
    useCtaQueueStore.getState().triggerAfterSplash();
    expect(queuedIds()).toEqual([]);
  });

  it('queues timing-n CTAs after exactly n scenes', () => {
    const store = load();
    store.triggerAfterScenes(1);
    expect(queuedIds()).toEqual([]);
    store.triggerAfterScenes(2);
    expect(queuedIds()).toEqual([11]);
  });

  it('queues end-of-tour CTAs (flagged or the brand call_to_action list) and opens button CTAs by id', () => {
    const store = load();
    store.triggerEndOfTour();
    expect(queuedIds()).toEqual([13]);
    expect(store.openButtonCta(12)).toBe(true);
    expect(store.openButtonCta(999)).toBe(false);
    expect(useCtaQueueStore.getState().queue.map((request) => [request.ctaId, request.source])).toEqual([
      [13, 'end-of-tour'],
      [12, 'button'],
    ]);
  });

  it('shows one CTA at a time: closing the current one reveals the next; the same CTA is never queued twice', () => {
    const store = load();
    store.openButtonCta(12);
    store.openButtonCta(12);
    store.triggerAfterSplash();
    expect(queuedIds()).toEqual([12, 10]);
    useCtaQueueStore.getState().remove(12);
    expect(queuedIds()).toEqual([10]);
  });
});

function request(source: CtaRequest['source'], setCookie = true): CtaRequest {
  const cta = noticeCtaFixture({ set_cookie_to_prevent_redisplay: setCookie });
  return { ctaId: cta.id, cta, source };
}

describe('what closing a CTA means (spec sections 4 and 9)', () => {
  it('counts as a dismissal only through the close control (or the dismiss button)', () => {
    expect(closeEffects(request('entry'), 'close-button', false)).toMatchObject({
      event: 'dismiss',
      dismissesEntry: true,
    });
    expect(closeEffects(request('entry'), 'skip', false)).toMatchObject({ event: 'skip', dismissesEntry: true });
    expect(closeEffects(request('entry'), 'escape', false)).toMatchObject({ event: 'close', dismissesEntry: false });
    expect(closeEffects(request('entry'), 'overlay', false)).toMatchObject({ event: 'close', dismissesEntry: false });
  });

  it('writes the viewed cookie for 30 days, 90 when confirmed or dismissed by the dismiss button', () => {
    expect(closeEffects(request('entry'), 'close-button', false).cookieDays).toBe(30);
    expect(closeEffects(request('entry'), 'escape', false).cookieDays).toBe(30);
    expect(closeEffects(request('entry'), 'done', true).cookieDays).toBe(90);
    expect(closeEffects(request('entry'), 'skip', false).cookieDays).toBe(90);
  });

  it('writes no cookie unless set_cookie_to_prevent_redisplay, nor for CTAs that are not the entry CTA', () => {
    expect(closeEffects(request('entry', false), 'close-button', false).cookieDays).toBeNull();
    expect(closeEffects(request('button'), 'close-button', false).cookieDays).toBeNull();
    expect(closeEffects(request('preview'), 'done', true).cookieDays).toBeNull();
  });

  it('logs no close for an external link (it logs a success instead)', () => {
    expect(closeEffects(request('entry'), 'external', true).event).toBeNull();
  });
});
