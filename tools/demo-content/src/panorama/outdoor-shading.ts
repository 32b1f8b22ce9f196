import { fractalNoise2, fractalNoise3, valueNoise2, valueNoise3 } from '../random.ts';
import type { OutdoorLayout } from './outdoor-layout.ts';
import { EYE_HEIGHT } from './panorama-params.ts';
import { createHit, intersectShape, type Box, type Hit, type Rgb, type Shape } from './primitives.ts';
import type { PixelShader } from './render-rows.ts';

const DOOR_GLASS: Rgb = [0.32, 0.42, 0.5];
const DOOR_WOOD: Rgb = [0.22, 0.16, 0.12];
const SUN_DISC_COS = Math.cos((0.7 * Math.PI) / 180);

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

function distanceToSegmentSquared(px: number, pz: number, ax: number, az: number, bx: number, bz: number): number {
  const vx = bx - ax;
  const vz = bz - az;
  const t = Math.min(1, Math.max(0, ((px - ax) * vx + (pz - az) * vz) / (vx * vx + vz * vz)));
  const qx = ax + vx * t - px;
  const qz = az + vz * t - pz;
  return qx * qx + qz * qz;
}

const MAX_RIDGE = 0.04;

/** Shades one outdoor pixel: sky, distant tree line, ground (grass, paths, shadows) or a shape. */
export function createOutdoorShader(layout: OutdoorLayout): PixelShader {
  const { sky } = layout;
  const hit: Hit = createHit();
  const shapeIds = new Map(layout.shapes.map((shape, index) => [shape, index * 8]));
  const shadowHit: Hit = createHit();
  const [sunX, sunY, sunZ] = sky.sun;
  const sunHorizontal = Math.hypot(sunX, sunZ);
  const sunDirX = sunX / sunHorizontal;
  const sunDirZ = sunZ / sunHorizontal;
  const sunTan = sunY / sunHorizontal;

  function treeLineHeight(dx: number, dz: number): number {
    const horizontal = Math.sqrt(dx * dx + dz * dz);
    return (
      (0.012 + 0.05 * fractalNoise3((dx / horizontal) * 4, 3, (dz / horizontal) * 4, layout.noiseSeed + 9, 3)) * 0.6
    );
  }

  function setSkyColor(dx: number, dy: number, dz: number, out: Float64Array): number {
    const up = Math.max(dy, 0);
    const t = (1 - up) ** 3;
    let r = sky.zenith[0] + (sky.horizon[0] - sky.zenith[0]) * t;
    let g = sky.zenith[1] + (sky.horizon[1] - sky.zenith[1]) * t;
    let b = sky.zenith[2] + (sky.horizon[2] - sky.zenith[2]) * t;
    if (dy > 0.02) {
      // Clouds on a virtual plane above the camera; fading them out near the horizon avoids shimmer.
      const scale = 1 / dy;
      const n = fractalNoise2(dx * scale * 0.9, dz * scale * 0.9, layout.noiseSeed, 3);
      const cover = smoothstep(0.52, 0.72, n) * smoothstep(0.02, 0.25, dy) * 0.85;
      r += (0.97 - r) * cover;
      g += (0.97 - g) * cover;
      b += (0.98 - b) * cover;
    }
    const cosSun = dx * sunX + dy * sunY + dz * sunZ;
    if (cosSun > 0) {
      const glow = cosSun ** 300 * 0.6 + cosSun ** 12 * 0.18;
      r += sky.sunColor[0] * glow;
      g += sky.sunColor[1] * glow;
      b += sky.sunColor[2] * glow;
    }
    if (cosSun > SUN_DISC_COS) {
      out[0] = 1;
      out[1] = 0.98;
      out[2] = 0.92;
      return 200002;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
    return 200000;
  }

  function groundShadow(px: number, pz: number, shapes: readonly Shape[]): number {
    for (const shape of shapes) {
      const ox = shape.cx - px;
      const oz = shape.cz - pz;
      const along = ox * sunDirX + oz * sunDirZ;
      if (along < -shape.radius) continue;
      const across = Math.abs(ox * sunDirZ - oz * sunDirX);
      if (across > shape.radius + 0.5) continue;
      const top = shape.kind === 'sphere' ? shape.cy + shape.r : shape.y1;
      if ((along - shape.radius) * sunTan > top) continue;
      shadowHit.t = Infinity;
      if (intersectShape(shape, px, 0.01, pz, sunX, sunY, sunZ, shadowHit)) return 0;
    }
    return 1;
  }

  function shadeGround(dx: number, dz: number, t: number, shapes: readonly Shape[], out: Float64Array): number {
    const px = dx * t;
    const pz = dz * t;
    let onPath = px * px + pz * pz < layout.plazaRadius * layout.plazaRadius;
    for (const path of layout.paths) {
      if (onPath) break;
      onPath = distanceToSegmentSquared(px, pz, path.ax, path.az, path.bx, path.bz) < path.halfWidth * path.halfWidth;
    }
    const detail = Math.max(0, 1 - t / 60);
    let r: number;
    let g: number;
    let b: number;
    if (onPath) {
      // The tile grid is offset so that no joint runs along the image seam (straight behind the camera).
      const tileX = Math.abs(((px + 0.21) / 0.6) % 1);
      const tileZ = Math.abs(((pz + 0.17) / 0.6) % 1);
      const grout = (tileX < 0.06 || tileZ < 0.06 ? 0.82 : 1) * detail + (1 - detail) * 0.95;
      const speckle = detail > 0 ? 0.94 + 0.1 * valueNoise2(px * 3, pz * 3, layout.noiseSeed) * detail : 0.99;
      r = layout.paving[0] * grout * speckle;
      g = layout.paving[1] * grout * speckle;
      b = layout.paving[2] * grout * speckle;
    } else {
      const patch = fractalNoise2(px * 0.12, pz * 0.12, layout.noiseSeed + 1, 2);
      const blade = detail > 0 ? 0.9 + 0.2 * valueNoise2(px * 6, pz * 6, layout.noiseSeed + 2) * detail : 1;
      r = (layout.grass[0] + (layout.grassDark[0] - layout.grass[0]) * patch) * blade;
      g = (layout.grass[1] + (layout.grassDark[1] - layout.grass[1]) * patch) * blade;
      b = (layout.grass[2] + (layout.grassDark[2] - layout.grass[2]) * patch) * blade;
    }
    const light = 0.55 + 0.6 * sunY * (t < 120 ? groundShadow(px, pz, shapes) : 1);
    const haze = 1 - Math.exp(-t / 320);
    out[0] = r * light + (sky.horizon[0] - r * light) * haze;
    out[1] = g * light + (sky.horizon[1] - g * light) * haze;
    out[2] = b * light + (sky.horizon[2] - b * light) * haze;
    return onPath ? 100001 : 100000;
  }

  function buildingSurface(box: Box, dy: number, out: Float64Array): number {
    const u = hit.u;
    const v = hit.v;
    let base: Rgb = box.color;
    let tint = 1;
    let sub = 0;
    if (hit.face === 4) {
      base = box.trim;
      tint = 0.55;
      sub = 3;
    } else if (v > box.y1 - 0.7) {
      base = box.trim;
      sub = 3;
    } else {
      const faceHalf = hit.face === 0 || hit.face === 2 ? box.halfWidth : box.halfDepth;
      const door = hit.face === 0 ? box.door : null;
      const doorDistance = door === null ? Infinity : Math.abs(u - door.u);
      if (door !== null && doorDistance < door.width / 2 + 0.15 && v < door.height + 0.15) {
        const inner = doorDistance < door.width / 2 && v < door.height;
        const glass =
          inner && doorDistance > 0.12 && doorDistance < door.width / 2 - 0.15 && v > 0.4 && v < door.height - 0.2;
        base = !inner ? box.trim : glass ? DOOR_GLASS : DOOR_WOOD;
        sub = inner ? 2 : 3;
      } else if (v < 0.45) {
        tint = 0.7;
        sub = 4;
      } else if (Math.abs(u) < faceHalf - 0.9) {
        const floorY = (v - 0.8) % 3.6;
        const cellU = (((u + 1.4) % 2.8) + 2.8) % 2.8;
        const nearDoor = doorDistance < 2.4 && v < 3.6;
        if (!nearDoor && v > 0.8 && floorY > 0.95 && floorY < 2.85 && cellU > 0.55 && cellU < 2.25) {
          const frame = floorY < 1.03 || floorY > 2.77 || cellU < 0.63 || cellU > 2.17 || Math.abs(cellU - 1.4) < 0.04;
          if (frame) {
            base = box.trim;
            sub = 3;
          } else {
            // Glass mirrors a little of the sky: brighter when seen from below.
            const reflect = Math.max(0, -dy) * 0.2 + 0.35;
            const lambert = 0.5 + 0.62 * Math.max(0, hit.nx * sunX + hit.nz * sunZ);
            out[0] = (box.accent[0] + (0.75 - box.accent[0]) * reflect) * lambert;
            out[1] = (box.accent[1] + (0.85 - box.accent[1]) * reflect) * lambert;
            out[2] = (box.accent[2] + (0.95 - box.accent[2]) * reflect) * lambert;
            return 1;
          }
        }
      }
    }
    const lambert = Math.max(0, hit.nx * sunX + hit.ny * sunY + hit.nz * sunZ);
    const light = (0.5 + 0.62 * lambert) * tint;
    out[0] = base[0] * light;
    out[1] = base[1] * light;
    out[2] = base[2] * light;
    return sub;
  }

  return (dx, dy, dz, candidates, count, out) => {
    hit.t = dy < 0 ? EYE_HEIGHT / -dy : Infinity;
    const groundT = hit.t;
    let hitIndex = -1;
    for (let index = 0; index < count; index++) {
      const shape = candidates[index];
      if (shape !== undefined && intersectShape(shape, 0, EYE_HEIGHT, 0, dx, dy, dz, hit)) hitIndex = index;
    }
    const shape = hitIndex >= 0 ? candidates[hitIndex] : undefined;
    if (shape === undefined) {
      if (groundT < Infinity) return shadeGround(dx, dz, groundT, layout.shapes, out);
      // A far tree line along the horizon, a function of the azimuth only (seamless by construction).
      if (dy < MAX_RIDGE && treeLineHeight(dx, dz) > dy) {
        out[0] = layout.treeLine[0] + (sky.horizon[0] - layout.treeLine[0]) * 0.55;
        out[1] = layout.treeLine[1] + (sky.horizon[1] - layout.treeLine[1]) * 0.55;
        out[2] = layout.treeLine[2] + (sky.horizon[2] - layout.treeLine[2]) * 0.55;
        return 200001;
      }
      return setSkyColor(dx, dy, dz, out);
    }
    const shapeId = shapeIds.get(shape) ?? 0;
    let sub = 0;
    if (shape.kind === 'box') {
      sub = buildingSurface(shape, dy, out);
    } else {
      const lambert = Math.max(0, hit.nx * sunX + hit.ny * sunY + hit.nz * sunZ);
      const leaf =
        shape.kind === 'sphere' && shape.r > 1
          ? 0.75 + 0.45 * valueNoise3(dx * hit.t * 2.2, dy * hit.t * 2.2, dz * hit.t * 2.2, layout.noiseSeed + 4)
          : 1;
      const light = (0.42 + 0.7 * lambert) * leaf;
      out[0] = shape.color[0] * light;
      out[1] = shape.color[1] * light;
      out[2] = shape.color[2] * light;
    }
    const haze = 1 - Math.exp(-hit.t / 320);
    const r = out[0] ?? 0;
    const g = out[1] ?? 0;
    const b = out[2] ?? 0;
    out[0] = r + (sky.horizon[0] - r) * haze;
    out[1] = g + (sky.horizon[1] - g) * haze;
    out[2] = b + (sky.horizon[2] - b) * haze;
    return shapeId + sub;
  };
}
