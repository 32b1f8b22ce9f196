// What closing a CTA does (spec sections 4 and 9): the analytics event, whether it counts as a
// dismissal, and the on_entry_ctas_{id} cookie with its lifetime.
import { ENTRY_CTA_CONFIRMED_DAYS, ENTRY_CTA_DAYS } from '../../lib/cookies.ts';
import type { CtaRequest } from './cta-store.ts';

/**
 * - `close-button`: the modal's close control — the only close that counts as a dismissal;
 * - `escape` / `overlay`: closed without dismissing;
 * - `skip`: the dismiss (skip) button of a non-gated entry CTA;
 * - `done`: OK / Start / Close after a confirmed submission;
 * - `external`: an external-link CTA that opened its tab (logs a success instead).
 */
export type CtaCloseReason = 'close-button' | 'escape' | 'overlay' | 'skip' | 'done' | 'external';

export interface CloseEffects {
  /** The `cta` analytics action, or null (external links log a success instead). */
  event: 'close' | 'dismiss' | 'skip' | null;
  /** Sets the store's entryCtaDismissed (the tour viewer is told). */
  dismissesEntry: boolean;
  /** Days the viewed cookie lives, or null when no cookie is written. */
  cookieDays: number | null;
}

export function closeEffects(request: CtaRequest, reason: CtaCloseReason, confirmed: boolean): CloseEffects {
  const isEntry = request.source === 'entry';
  const event =
    reason === 'external' ? null : reason === 'close-button' ? 'dismiss' : reason === 'skip' ? 'skip' : 'close';
  const dismissesEntry = isEntry && (reason === 'close-button' || reason === 'skip');
  const writesCookie = isEntry && request.cta.set_cookie_to_prevent_redisplay;
  const longLived = confirmed || reason === 'skip';
  return {
    event,
    dismissesEntry,
    cookieDays: writesCookie ? (longLived ? ENTRY_CTA_CONFIRMED_DAYS : ENTRY_CTA_DAYS) : null,
  };
}
