import { buildInteriorLayout } from './interior-layout.ts';
import { createInteriorShader } from './interior-shading.ts';
import { buildOutdoorLayout } from './outdoor-layout.ts';
import { createOutdoorShader } from './outdoor-shading.ts';
import type { PanoramaParams } from './panorama-params.ts';
import type { PanoramaScene } from './render-rows.ts';

/** The geometry and shader of one panorama, built deterministically from its parameters. */
export function createPanoramaScene(params: PanoramaParams): PanoramaScene {
  if (params.kind === 'outdoor') {
    const layout = buildOutdoorLayout(params);
    return { shapes: layout.shapes, shader: createOutdoorShader(layout) };
  }
  const layout = buildInteriorLayout(params);
  return { shapes: layout.shapes, shader: createInteriorShader(layout) };
}
