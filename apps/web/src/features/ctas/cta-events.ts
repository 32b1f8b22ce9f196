// CTA analytics events (spec section 7) built on the shell's event catalogue; `submit` is the one
// action the catalogue's `cta` helper does not list, so it is built here in the same shape.
import { events, type EventInput } from '../../lib/analytics/event-catalogue.ts';
import type { Cta } from '@meridian/contracts';

export function ctaTitle(cta: Pick<Cta, 'title' | 'name'>): string {
  return cta.title.trim() || cta.name;
}

export const ctaEvents = {
  open: (cta: Cta, byParameter: boolean): EventInput => events.ctaOpen(cta.id, ctaTitle(cta), byParameter),
  closed: (action: 'close' | 'dismiss' | 'skip', cta: Cta): EventInput => events.cta(action, cta.id),
  submit: (cta: Cta): EventInput => ({ category: 'cta', action: 'submit', label: `CTA_${cta.id}` }),
  success: (cta: Cta): EventInput => events.ctaSuccess(cta.id),
  iframe: (cta: Cta, action: 'success'): EventInput => events.ctaIframe(cta.id, action),
};
