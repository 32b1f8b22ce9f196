// GA4 / Google Tag Manager: loaded only when the tenant's brand configures them, and then only.
// No script, no request to Google otherwise (DESIGN: no request leaves the machine by default).
import type { Brand } from '@meridian/contracts';
import type { AnalyticsSink } from '../../lib/analytics/analytics-client.ts';
import { PAGE_VIEW_CATEGORY } from '../../lib/analytics/event-catalogue.ts';

type GtagArgs = [string, ...unknown[]];
interface GoogleWindow {
  dataLayer?: unknown[];
  gtag?: (...args: GtagArgs) => void;
}

export function googleIds(
  brand: Pick<Brand, 'ga4_measurement_id' | 'client_ga4_measurement_id' | 'google_tag_manager'>,
): {
  ga4: string[];
  gtm: string | null;
} {
  const ga4 = [brand.ga4_measurement_id, brand.client_ga4_measurement_id].filter(
    (id): id is string => typeof id === 'string' && /^G-[A-Z0-9]+$/i.test(id),
  );
  const gtm =
    brand.google_tag_manager && /^GTM-[A-Z0-9]+$/i.test(brand.google_tag_manager) ? brand.google_tag_manager : null;
  return { ga4, gtm };
}

function addScript(src: string, doc: Document): void {
  if (doc.querySelector(`script[src="${src}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** Installs the configured Google sinks; returns null when the brand configures none. */
export function installGoogleSink(
  brand: Pick<Brand, 'ga4_measurement_id' | 'client_ga4_measurement_id' | 'google_tag_manager' | 'ga_cross_domains'>,
  win: Window = window,
): AnalyticsSink | null {
  const { ga4, gtm } = googleIds(brand);
  if (ga4.length === 0 && !gtm) return null;
  const g = win as unknown as GoogleWindow;
  g.dataLayer = g.dataLayer ?? [];
  const dataLayer = g.dataLayer;
  const gtag = (...args: GtagArgs) => {
    dataLayer.push(args);
  };
  g.gtag = g.gtag ?? gtag;
  if (ga4.length > 0) {
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4[0] ?? '')}`, win.document);
    gtag('js', new Date());
    for (const id of ga4) {
      gtag('config', id, {
        send_page_view: false,
        linker: brand.ga_cross_domains.length > 0 ? { domains: brand.ga_cross_domains } : undefined,
      });
    }
  }
  if (gtm) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`, win.document);
  }
  return {
    name: 'google',
    send: (event) => {
      if (event.category === PAGE_VIEW_CATEGORY) {
        gtag('event', 'page_view', { page_path: event.path, page_title: event.label });
      } else {
        gtag('event', event.action, {
          event_category: event.category,
          event_label: event.label,
          page_path: event.path,
        });
      }
    },
  };
}
