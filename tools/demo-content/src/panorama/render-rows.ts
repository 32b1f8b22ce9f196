import type { Shape } from './primitives.ts';

/**
 * Colours one view direction (unit vector, three.js axes) into `out` (r, g, b in 0..1) and
 * returns a material id: pixels whose id differs from a neighbour's lie on an edge and are
 * supersampled.
 */
export type PixelShader = (
  dx: number,
  dy: number,
  dz: number,
  candidates: readonly Shape[],
  count: number,
  out: Float64Array,
) => number;

export interface PanoramaScene {
  shapes: readonly Shape[];
  shader: PixelShader;
}

const SUBSAMPLES: readonly (readonly [number, number])[] = [
  [-0.25, -0.125],
  [0.125, -0.25],
  [0.25, 0.125],
  [-0.125, 0.25],
];

/**
 * Shapes that a ray of this azimuth (at any elevation) can hit. Every ray of one image column
 * shares its azimuth, so testing the vertical bounding cylinders once per column leaves only
 * two or three shapes per pixel.
 */
function columnCandidates(shapes: readonly Shape[], azimuth: number, pixelAngle: number): Shape[] {
  const sx = Math.sin(azimuth);
  const sz = -Math.cos(azimuth);
  const result: Shape[] = [];
  for (const shape of shapes) {
    const along = shape.cx * sx + shape.cz * sz;
    if (along < -shape.radius) continue;
    const across = Math.abs(shape.cx * sz - shape.cz * sx);
    if (across < shape.radius + Math.abs(along) * pixelAngle + 0.05) result.push(shape);
  }
  return result;
}

/**
 * Renders rows [rowStart, rowEnd) of a width×(width/2) equirectangular panorama as RGB bytes.
 * Each pixel is a ray from the camera in the direction of its longitude/latitude, so the
 * image wraps seamlessly at ±180° and the poles are single points by construction.
 *
 * Speed: every second pixel of every second row is traced first; a pixel between four traced
 * neighbours that all hit the same material is interpolated, any other pixel is traced, and
 * pixels on a material edge are then supersampled 4×.
 */
export function renderRows(scene: PanoramaScene, width: number, rowStart: number, rowEnd: number): Uint8Array {
  const height = width / 2;
  const pixelAngle = (2 * Math.PI) / width;
  const candidates = new Array<Shape[]>(width);
  const columnSin = new Float64Array(width);
  const columnCos = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const azimuth = ((x + 0.5) / width) * 2 * Math.PI - Math.PI;
    columnSin[x] = Math.sin(azimuth);
    columnCos[x] = Math.cos(azimuth);
    candidates[x] = columnCandidates(scene.shapes, azimuth, pixelAngle * 1.5);
  }
  const rowSin = new Float64Array(height);
  const rowCos = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    const latitude = Math.PI / 2 - ((y + 0.5) / height) * Math.PI;
    rowSin[y] = Math.sin(latitude);
    rowCos[y] = Math.cos(latitude);
  }
  const color = new Float64Array(3);
  const trace = (x: number, y: number): number => {
    const list = candidates[x] ?? [];
    const cosLat = rowCos[y] ?? 0;
    return scene.shader(
      (columnSin[x] ?? 0) * cosLat,
      rowSin[y] ?? 0,
      -(columnCos[x] ?? 0) * cosLat,
      list,
      list.length,
      color,
    );
  };

  // Coarse pass over even pixels covering the band plus one row of margin each side.
  const firstRow = Math.max(0, rowStart - 1);
  const lastRow = Math.min(height, rowEnd + 1);
  const coarseWidth = width / 2;
  const coarseFirst = Math.floor(firstRow / 2);
  const coarseLast = Math.min(height / 2 - 1, Math.floor((lastRow - 1) / 2) + 1);
  const coarseRows = coarseLast - coarseFirst + 1;
  const coarseIds = new Int32Array(coarseRows * coarseWidth);
  const coarseRgb = new Float32Array(coarseRows * coarseWidth * 3);
  for (let j = 0; j < coarseRows; j++) {
    for (let i = 0; i < coarseWidth; i++) {
      const index = j * coarseWidth + i;
      coarseIds[index] = trace(i * 2, (coarseFirst + j) * 2);
      coarseRgb[index * 3] = color[0] ?? 0;
      coarseRgb[index * 3 + 1] = color[1] ?? 0;
      coarseRgb[index * 3 + 2] = color[2] ?? 0;
    }
  }

  const rows = lastRow - firstRow;
  const ids = new Int32Array(rows * width);
  const rgb = new Float32Array(rows * width * 3);
  for (let y = firstRow; y < lastRow; y++) {
    const j0 = Math.floor(y / 2) - coarseFirst;
    const fy = (y % 2) / 2;
    const j1 = fy === 0 ? j0 : j0 + 1;
    for (let x = 0; x < width; x++) {
      const index = (y - firstRow) * width + x;
      const i0 = x >> 1;
      const fx = (x % 2) / 2;
      const i1 = fx === 0 ? i0 : (i0 + 1) % coarseWidth;
      const a = j0 * coarseWidth + i0;
      const b = j0 * coarseWidth + i1;
      const c = j1 * coarseWidth + i0;
      const d = j1 * coarseWidth + i1;
      const id = coarseIds[a] ?? -1;
      if (j1 < coarseRows && id === coarseIds[b] && id === coarseIds[c] && id === coarseIds[d]) {
        const wa = (1 - fx) * (1 - fy);
        const wb = fx * (1 - fy);
        const wc = (1 - fx) * fy;
        const wd = fx * fy;
        for (let channel = 0; channel < 3; channel++) {
          rgb[index * 3 + channel] =
            (coarseRgb[a * 3 + channel] ?? 0) * wa +
            (coarseRgb[b * 3 + channel] ?? 0) * wb +
            (coarseRgb[c * 3 + channel] ?? 0) * wc +
            (coarseRgb[d * 3 + channel] ?? 0) * wd;
        }
        ids[index] = id;
      } else {
        ids[index] = trace(x, y);
        rgb[index * 3] = color[0] ?? 0;
        rgb[index * 3 + 1] = color[1] ?? 0;
        rgb[index * 3 + 2] = color[2] ?? 0;
      }
    }
  }

  const sample = (px: number, py: number, column: number): void => {
    const azimuth = (px / width) * 2 * Math.PI - Math.PI;
    const latitude = Math.PI / 2 - (py / height) * Math.PI;
    const cosLat = Math.cos(latitude);
    const list = candidates[column] ?? [];
    scene.shader(Math.sin(azimuth) * cosLat, Math.sin(latitude), -Math.cos(azimuth) * cosLat, list, list.length, color);
  };

  const output = new Uint8Array((rowEnd - rowStart) * width * 3);
  for (let y = rowStart; y < rowEnd; y++) {
    const local = y - firstRow;
    for (let x = 0; x < width; x++) {
      const index = local * width + x;
      const id = ids[index];
      const left = ids[local * width + ((x + width - 1) % width)];
      const right = ids[local * width + ((x + 1) % width)];
      const up = local > 0 ? ids[index - width] : id;
      const down = local + 1 < rows ? ids[index + width] : id;
      let r = rgb[index * 3] ?? 0;
      let g = rgb[index * 3 + 1] ?? 0;
      let b = rgb[index * 3 + 2] ?? 0;
      if (id !== left || id !== right || id !== up || id !== down) {
        r = 0;
        g = 0;
        b = 0;
        for (const [ox, oy] of SUBSAMPLES) {
          sample(x + 0.5 + ox, y + 0.5 + oy, x);
          r += color[0] ?? 0;
          g += color[1] ?? 0;
          b += color[2] ?? 0;
        }
        r /= SUBSAMPLES.length;
        g /= SUBSAMPLES.length;
        b /= SUBSAMPLES.length;
      }
      const out = ((y - rowStart) * width + x) * 3;
      output[out] = Math.round(Math.min(1, Math.max(0, r)) * 255);
      output[out + 1] = Math.round(Math.min(1, Math.max(0, g)) * 255);
      output[out + 2] = Math.round(Math.min(1, Math.max(0, b)) * 255);
    }
  }
  return output;
}
