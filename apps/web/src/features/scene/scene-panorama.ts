// The one rule for "this scene is shown as a 360° panorama": a location page with panorama
// renditions (galleries and walkthroughs are shown otherwise, whatever images they carry).
import type { PanoramaImages, Scene } from '@meridian/contracts';

export function panoramaOf(scene: Pick<Scene, 'meta' | 'panorama'>): PanoramaImages | null {
  return scene.meta.type === 'place.LocationPage' ? scene.panorama : null;
}
