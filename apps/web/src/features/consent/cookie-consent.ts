// The cookie notice's dismissal, remembered by the brand's own cookie_name (spec section 3) for a
// year on path /, so the notice does not return on every page.
import { cookieJar } from '../../lib/safe-storage.ts';

export const COOKIE_NOTICE_DAYS = 365;

export function isNoticeDismissed(cookieName: string): boolean {
  return cookieJar.get(cookieName) !== undefined;
}

export function rememberNoticeDismissed(cookieName: string): void {
  cookieJar.set(cookieName, 'dismissed', { expires: COOKIE_NOTICE_DAYS, path: '/', sameSite: 'Lax' });
}
