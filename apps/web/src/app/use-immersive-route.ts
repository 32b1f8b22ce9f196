// Whether the address is a viewer's (scene, embed, tour: `handle.immersive` in the route table). The
// layout marks it on its frame (`data-immersive-route`, app.css) from the route's first render, so
// that the header is already out of the way while the screen shows a loader or redirects (a tour's
// address to its first scene): when the immersive frame arrives, the main area does not move up by
// the header's height under the first view (a layout shift of 0.2, issue 39).
import { useShownScreen } from './shown-screen.ts';

export function useImmersiveRoute(): boolean {
  return useShownScreen()?.handle.immersive === true;
}
