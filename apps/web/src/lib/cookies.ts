// Cookie helpers (spec section 9: path /, unit_system 30 days, entry CTA 30 or 90 days).
import { cookieJar } from './safe-storage.ts';

export const UNIT_SYSTEM_COOKIE = 'unit_system';
export const UNIT_SYSTEM_DAYS = 30;
export const ENTRY_CTA_DAYS = 30;
export const ENTRY_CTA_CONFIRMED_DAYS = 90;

export type UnitSystem = 'metric' | 'imperial';

export function readUnitSystem(): UnitSystem | null {
  const value = cookieJar.get(UNIT_SYSTEM_COOKIE);
  return value === 'metric' || value === 'imperial' ? value : null;
}

export function writeUnitSystem(unit: UnitSystem): void {
  cookieJar.set(UNIT_SYSTEM_COOKIE, unit, { expires: UNIT_SYSTEM_DAYS, path: '/', sameSite: 'Lax' });
}

export function entryCtaCookieName(ctaId: number): string {
  return `on_entry_ctas_${ctaId}`;
}

export function hasViewedEntryCta(ctaId: number): boolean {
  return cookieJar.get(entryCtaCookieName(ctaId)) === 'viewed';
}

/** `confirmed`: the form submission was confirmed or the dismiss button was used (90 days). */
export function markEntryCtaViewed(ctaId: number, confirmed: boolean): void {
  cookieJar.set(entryCtaCookieName(ctaId), 'viewed', {
    expires: confirmed ? ENTRY_CTA_CONFIRMED_DAYS : ENTRY_CTA_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
}
