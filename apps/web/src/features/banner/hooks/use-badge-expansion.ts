import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { BannerBadge } from '@meridian/contracts/embed';

/**
 * Which badge shows its text (spec section 2): one at a time, a click toggles it, a click (or
 * touch) anywhere outside the badge row collapses it.
 */
export function useBadgeExpansion(row: RefObject<HTMLElement | null>) {
  const [expanded, setExpanded] = useState<BannerBadge | null>(null);

  const toggle = useCallback((badge: BannerBadge) => {
    setExpanded((current) => (current === badge ? null : badge));
  }, []);

  useEffect(() => {
    if (expanded === null) return undefined;
    const collapseOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && row.current?.contains(event.target)) return;
      setExpanded(null);
    };
    document.addEventListener('pointerdown', collapseOutside);
    return () => document.removeEventListener('pointerdown', collapseOutside);
  }, [expanded, row]);

  return { expanded, toggle };
}
