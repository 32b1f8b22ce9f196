// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickEntryCta, type EntryConditions } from './entry-cta.ts';
import { formCtaFixture, noticeCtaFixture } from '../../testing/cta-fixtures.ts';

const open: EntryConditions = {
  embedded: false,
  onCtaRoute: false,
  ctasTimed: false,
  skipForms: false,
  hasViewedCookie: () => false,
};

const first = noticeCtaFixture({ id: 1 });
const second = noticeCtaFixture({ id: 2 });
const gatedForm = formCtaFixture({ id: 3, gate_entry: true });

describe('which entry CTA shows (spec section 4)', () => {
  it('is the first on-entry CTA without its viewed cookie', () => {
    expect(pickEntryCta([first, second], open)?.id).toBe(1);
    expect(pickEntryCta([first, second], { ...open, hasViewedCookie: (id) => id === 1 })?.id).toBe(2);
    expect(pickEntryCta([first, second], { ...open, hasViewedCookie: () => true })).toBeNull();
  });

  it('is none when embedded, on the CTA route or with ctasTimed', () => {
    expect(pickEntryCta([first], { ...open, embedded: true })).toBeNull();
    expect(pickEntryCta([first], { ...open, onCtaRoute: true })).toBeNull();
    expect(pickEntryCta([first], { ...open, ctasTimed: true })).toBeNull();
  });

  it('is none when skipForms gates the gated form it would have been; other CTAs still show', () => {
    expect(pickEntryCta([gatedForm], { ...open, skipForms: true })).toBeNull();
    expect(pickEntryCta([gatedForm], open)?.id).toBe(3);
    expect(pickEntryCta([formCtaFixture({ id: 4, gate_entry: false })], { ...open, skipForms: true })?.id).toBe(4);
    expect(pickEntryCta([first], { ...open, skipForms: true })?.id).toBe(1);
  });
});
