// The tenant's offline basemap for the map style: null until the `pmtiles://` protocol is
// registered (its module is loaded on demand), and always null for a tenant without a basemap,
// which then loads nothing more. Meanwhile the campus shows on the offline background.
import { useEffect, useState } from 'react';
import { basemapSourceUrl } from '../basemap-style.ts';

export function useBasemap(basemap: string | null): string | null {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!basemap) return;
    let current = true;
    void import('../pmtiles-protocol.ts').then(({ registerPmtilesProtocol }) => {
      registerPmtilesProtocol();
      if (current) setReady(basemap);
    });
    return () => {
      current = false;
    };
  }, [basemap]);
  return basemap && ready === basemap ? basemapSourceUrl(basemap, window.location.href) : null;
}
