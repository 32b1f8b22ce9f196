// The cookie notice's dismissal, remembered by the brand's own cookie_name (spec section 3) for a
// year on path /, so the notice does not return on every page.
import Cookies from 'js-cookie';

export const COOKIE_NOTICE_DAYS = 365;

export function isNoticeDismissed(cookieName: string): boolean {
  return Cookies.get(cookieName) !== undefined;
}

export function rememberNoticeDismissed(cookieName: string): void {
  Cookies.set(cookieName, 'dismissed', { expires: COOKIE_NOTICE_DAYS, path: '/', sameSite: 'Lax' });
}
