// CTAs already shown automatically in this visit (the browser tab's session), so a CTA without the
// cookie flag does not greet the visitor again on every page load or reload (issue 12). Session
// storage: a new visit (a new tab, a restarted browser) starts afresh; the cookie, when the CTA
// sets it, is what keeps it away for 30 or 90 days.
import { guardedStorage } from '../../lib/safe-storage.ts';

const KEY = 'meridian.ctas.shown';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(guardedStorage('session').getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    // The value is not ours: nothing remembered.
    return [];
  }
}

export function wasShownThisVisit(ctaId: number): boolean {
  return read().includes(ctaId);
}

export function rememberShownThisVisit(ctaId: number): void {
  const shown = read();
  if (shown.includes(ctaId)) return;
  // Storage full or blocked: the guarded store keeps it in memory for this page.
  guardedStorage('session').setItem(KEY, JSON.stringify([...shown, ctaId]));
}
