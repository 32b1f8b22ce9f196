// Swapping a sharper copy of the panorama on screen into the mesh that shows it (issue 16). Photo
// Sphere Viewer's setPanorama replaces the whole mesh for every image: a new sphere, a new shader
// material, and the old material's disposal, which makes three.js delete the shader program and
// link it again for the next frame (a trace of the scene page shows the relink and, with software
// WebGL, the GPU process compiling it again before the sharp frame). The sharp rendition of the
// same scene needs none of that: only the texture changes. The new texture is uploaded on the next
// frame, as PSV's own path would.
import { utils, type TextureData, type Viewer } from '@photo-sphere-viewer/core';

/** What this needs of PSV beyond its typings: the panorama's mesh, and the adapter that fills it. */
interface ViewerInternals {
  adapter?: {
    setTexture(mesh: object, textureData: TextureData, transition: boolean): void;
    disposeTexture(textureData: TextureData): void;
  };
  renderer: { mesh?: object };
}

export type PanoramaImage = ImageBitmap | HTMLImageElement;

/**
 * Puts `image` (decoded, upside down when it is a bitmap: see bitmap-decoding.ts) on the mesh in
 * place of the current texture. False when there is nothing to swap into (no panorama shown yet, or a
 * PSV whose renderer keeps its mesh elsewhere): the caller then takes PSV's setPanorama path.
 */
export function swapPanoramaTexture(psv: Viewer, url: string, image: PanoramaImage): boolean {
  const { adapter, renderer } = psv as unknown as ViewerInternals;
  const current = psv.state.textureData as TextureData | undefined;
  if (!adapter || !renderer.mesh || !current) return false;
  const texture = utils.createTexture(image);
  const next: TextureData = {
    panorama: url,
    texture,
    // The same sphere at another resolution: PSV's pano data, measured on this image.
    panoData: utils.mergePanoData(image.width, image.height),
    cacheKey: url,
  };
  adapter.setTexture(renderer.mesh, next, false);
  psv.state.textureData = next;
  psv.config.panorama = url;
  adapter.disposeTexture(current);
  psv.needsUpdate();
  return true;
}
