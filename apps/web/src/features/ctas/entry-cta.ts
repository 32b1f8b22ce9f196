// Spec section 4, "Entry CTA": which on-entry CTA (if any) shows when the app loads, and when.
import type { Cta } from '@meridian/contracts';

/** Spec section 9: the entry CTA shows 300 ms after load. */
export const ENTRY_CTA_DELAY_MS = 300;

/**
 * The performance mark set when the entry decision is taken (detail: `{ ctaId }`, null for none): at
 * once when no entry CTA shows, after the delay when one does. A CTA that never shows leaves no other
 * trace, so this is what end-to-end tests and traces wait for instead of a number of milliseconds.
 */
export const ENTRY_CTA_SETTLED_MARK = 'entry-cta-settled';

export interface EntryCtaSettledDetail {
  ctaId: number | null;
}

export function markEntryCtaSettled(ctaId: number | null): void {
  const detail: EntryCtaSettledDetail = { ctaId };
  performance.mark(ENTRY_CTA_SETTLED_MARK, { detail });
}

export interface EntryConditions {
  /** The app runs inside a frame (embed mode). */
  embedded: boolean;
  /** The standalone CTA preview route is showing. */
  onCtaRoute: boolean;
  /** ctasTimed is in the address. */
  ctasTimed: boolean;
  /** skipForms=true is in the address. */
  skipForms: boolean;
  /** The on_entry_ctas_{id}=viewed cookie is present. */
  hasViewedCookie: (ctaId: number) => boolean;
  /** Preview mode (a token in the address): CTAs the app shows on its own are not shown. */
  preview?: boolean;
  /** The CTA was already shown in this visit (issue 12: not twice, cookie flag or not). */
  shownThisVisit?: (ctaId: number) => boolean;
}

/** skipForms suppresses gated form CTAs (spec section 2, query parameters). */
export function isSuppressedBySkipForms(cta: Cta, skipForms: boolean): boolean {
  return skipForms && cta.action === 'form' && cta.gate_entry;
}

/**
 * The first on-entry CTA without its viewed cookie, or null when none shows: embedded, in preview,
 * on the CTA route, with ctasTimed, when skipForms suppresses the gated form it would have been,
 * or when that CTA was already shown in this visit.
 */
export function pickEntryCta(onEntry: readonly Cta[], conditions: EntryConditions): Cta | null {
  if (conditions.embedded || conditions.preview || conditions.onCtaRoute || conditions.ctasTimed) return null;
  const first = onEntry.find((cta) => !conditions.hasViewedCookie(cta.id));
  if (!first || isSuppressedBySkipForms(first, conditions.skipForms)) return null;
  if (conditions.shownThisVisit?.(first.id)) return null;
  return first;
}
