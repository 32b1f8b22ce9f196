// The camera of a view into an equirectangular panorama, as Photo Sphere Viewer sets it up: a
// perspective from the sphere's centre looking at (yaw, pitch), with a vertical field of view that
// goes from 90° at zoom 0 to 30° at zoom 100 (PSV's defaults, maxFov and minFov). Used by the first
// frame painter, so its frame matches the engine's.

/** Degrees: yaw clockwise from the panorama centre, pitch up; zoom 0..100. */
export interface ViewAngles {
  yaw: number;
  pitch: number;
  zoom: number;
}

const MAX_FOV = 90;
const MIN_FOV = 30;

/** Vertical field of view (degrees) at a zoom level, as PSV's zoomLevelToFov. */
export function verticalFov(zoom: number): number {
  const level = Math.min(100, Math.max(0, zoom));
  return MAX_FOV + (level / 100) * (MIN_FOV - MAX_FOV);
}

/**
 * The camera's right, up and forward axes as the columns of a 3×3 matrix (column-major, for WebGL),
 * in a frame where the panorama centre is -z, east of it +x and up +y; and the half extents of the
 * image plane at distance 1 (horizontal, vertical) for an aspect ratio (width / height).
 */
export function viewDirection(view: ViewAngles, aspect: number): { camera: Float32Array; halfExtent: Float32Array } {
  const yaw = (view.yaw * Math.PI) / 180;
  const pitch = (view.pitch * Math.PI) / 180;
  const [sinYaw, cosYaw, sinPitch, cosPitch] = [Math.sin(yaw), Math.cos(yaw), Math.sin(pitch), Math.cos(pitch)];
  const right = [cosYaw, 0, sinYaw];
  const up = [-sinYaw * sinPitch, cosPitch, cosYaw * sinPitch];
  const forward = [sinYaw * cosPitch, sinPitch, -cosYaw * cosPitch];
  const halfHeight = Math.tan((verticalFov(view.zoom) * Math.PI) / 360);
  return {
    camera: new Float32Array([...right, ...up, ...forward]),
    halfExtent: new Float32Array([halfHeight * aspect, halfHeight]),
  };
}

/**
 * Where on the image (0..1 across from the left edge, 0..1 down from the top) a point of the screen
 * shows (x, y in -1..1, y up): the same sum the painter's shader does per pixel.
 */
export function imagePointAt(view: ViewAngles, aspect: number, x: number, y: number): { u: number; v: number } {
  const { camera, halfExtent } = viewDirection(view, aspect);
  const [sx, sy] = [x * (halfExtent[0] ?? 0), y * (halfExtent[1] ?? 0)];
  const ray = [0, 1, 2].map((row) => (camera[row] ?? 0) * sx + (camera[3 + row] ?? 0) * sy + (camera[6 + row] ?? 0));
  const [rx = 0, ry = 0, rz = 0] = ray;
  const length = Math.hypot(rx, ry, rz);
  const longitude = Math.atan2(rx / length, -rz / length);
  const latitude = Math.asin(Math.max(-1, Math.min(1, ry / length)));
  return { u: 0.5 + longitude / (2 * Math.PI), v: 0.5 - latitude / Math.PI };
}
