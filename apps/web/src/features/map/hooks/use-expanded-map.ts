// The "map expanded" flag (spec section 4, other flags; default off): the map fills the viewport,
// over the site header, and Escape brings it back. Done in CSS rather than with the Fullscreen API:
// the browser's own full screen is refused inside many embedding iframes and hides the browser's
// controls, while this keeps the page and its language menu one Escape away.
import { useCallback, useEffect, useState } from 'react';

export function useExpandedMap() {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [expanded]);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  return { expanded, toggle };
}
