import { valueNoise2, valueNoise3 } from '../random.ts';
import type { InteriorLayout, WallOpening } from './interior-layout.ts';
import { EYE_HEIGHT } from './panorama-params.ts';
import { createHit, intersectShape, type Box, type Hit, type Rgb } from './primitives.ts';
import type { PixelShader } from './render-rows.ts';

const DOOR_PANEL: Rgb = [0.62, 0.45, 0.3];
const DOOR_FRAME: Rgb = [0.48, 0.33, 0.22];
const WINDOW_FRAME: Rgb = [0.93, 0.93, 0.92];
const LIGHT_PANEL: Rgb = [1, 1, 0.97];
const BOOK_COLORS: readonly Rgb[] = [
  [0.55, 0.16, 0.14],
  [0.16, 0.3, 0.5],
  [0.2, 0.42, 0.26],
  [0.75, 0.62, 0.35],
  [0.3, 0.22, 0.35],
];
const WALL_ID = 300000;
const FLOOR_ID = 300100;
const CEILING_ID = 300200;

function write(out: Float64Array, color: Rgb, light: number): void {
  out[0] = color[0] * light;
  out[1] = color[1] * light;
  out[2] = color[2] * light;
}

function findOpening(
  openings: readonly WallOpening[],
  wall: number,
  u: number,
  y: number,
  margin: number,
): WallOpening | undefined {
  return openings.find(
    (opening) =>
      opening.wall === wall &&
      Math.abs(u - opening.u) < opening.halfWidth + margin &&
      y > opening.y0 - margin &&
      y < opening.y1 + margin,
  );
}

/** Shades one interior pixel: walls with doors and windows, floor, ceiling lights, furniture. */
export function createInteriorShader(layout: InteriorLayout): PixelShader {
  const hit: Hit = createHit();
  const shapeIds = new Map(layout.shapes.map((shape, index) => [shape, index * 8]));
  const ceilingHeight = layout.height - EYE_HEIGHT;

  function outsideView(dy: number, out: Float64Array): void {
    if (dy > -0.02) {
      const t = (1 - Math.max(0, dy)) ** 2;
      out[0] = 0.55 + 0.33 * t;
      out[1] = 0.72 + 0.2 * t;
      out[2] = 0.95 + 0.02 * t;
    } else {
      out[0] = 0.5;
      out[1] = 0.66;
      out[2] = 0.42;
    }
  }

  function shadeWall(wall: number, u: number, y: number, dy: number, out: Float64Array): number {
    const door = findOpening(layout.doors, wall, u, y, 0.1);
    if (door !== undefined) {
      const inner = Math.abs(u - door.u) < door.halfWidth && y < door.y1;
      if (!inner) {
        write(out, layout.trim, 0.85);
        return WALL_ID + wall * 16 + 3;
      }
      const panel =
        Math.abs(u - door.u) > 0.06 &&
        Math.abs(Math.abs(u - door.u) - door.halfWidth) > 0.12 &&
        y > 0.25 &&
        y < door.y1 - 0.2;
      write(out, panel ? DOOR_PANEL : DOOR_FRAME, 0.9);
      return WALL_ID + wall * 16 + 2;
    }
    const window = findOpening(layout.windows, wall, u, y, 0.08);
    if (window !== undefined) {
      const du = Math.abs(u - window.u);
      const pane =
        du < window.halfWidth &&
        y > window.y0 &&
        y < window.y1 &&
        du > 0.035 &&
        Math.abs(y - (window.y0 + window.y1) / 2) > 0.03;
      if (!pane) {
        write(out, WINDOW_FRAME, 0.95);
        return WALL_ID + wall * 16 + 3;
      }
      outsideView(dy, out);
      return WALL_ID + wall * 16 + 1;
    }
    if (y < 0.12) {
      write(out, layout.trim, 0.8);
      return WALL_ID + wall * 16 + 4;
    }
    const base = wall === layout.accentWall ? layout.accent : layout.wall;
    const nearFloor = 0.82 + 0.18 * Math.min(1, y / 0.8);
    const nearCeiling = 0.9 + 0.1 * Math.min(1, (layout.height - y) / 0.6);
    const facingWindow = layout.windows.some((opening) => opening.wall === (wall + 2) % 4) ? 1.02 : 0.94;
    write(out, base, nearFloor * nearCeiling * facingWindow);
    return WALL_ID + wall * 16;
  }

  function shadeFloor(px: number, pz: number, t: number, out: Float64Array): number {
    const detail = Math.max(0, 1 - t / 25);
    let light = 1;
    let id = FLOOR_ID;
    if (layout.floorPattern === 'planks') {
      // Offset so that no plank seam lines up with the image column straight ahead.
      const plankX = px + 0.07;
      const plank = Math.floor(plankX / 0.18);
      const shift = valueNoise3(plank, 0, 0, layout.noiseSeed) * 3;
      const seam =
        Math.abs(((plankX / 0.18) % 1) + 1) % 1 < 0.05 || Math.abs((((pz + shift) / 1.8) % 1) + 1) % 1 < 0.01;
      light =
        (0.85 + 0.25 * valueNoise3(plank, 1, Math.floor((pz + shift) / 1.8), layout.noiseSeed)) *
        (seam ? 1 - 0.3 * detail : 1);
      light *= 0.95 + 0.08 * valueNoise2(px * 4, pz * 0.4, layout.noiseSeed) * detail;
    } else if (layout.floorPattern === 'tiles') {
      // Grids are offset so that no joint runs along the image seam (straight behind the camera).
      const grout =
        Math.abs((((px + 0.23) / 0.6) % 1) + 1) % 1 < 0.03 || Math.abs((((pz + 0.19) / 0.6) % 1) + 1) % 1 < 0.03;
      light = grout ? 1 - 0.25 * detail : 0.97 + 0.05 * valueNoise2(px * 2, pz * 2, layout.noiseSeed);
      if (grout) id += 1;
    } else if (layout.floorPattern === 'stone') {
      const grout =
        Math.abs((((px + 0.37) / 1.2) % 1) + 1) % 1 < 0.01 || Math.abs((((pz + 0.29) / 0.9) % 1) + 1) % 1 < 0.012;
      light = (0.92 + 0.14 * valueNoise2(px * 1.5, pz * 1.5, layout.noiseSeed)) * (grout ? 1 - 0.15 * detail : 1);
    } else {
      light = 0.9 + 0.1 * valueNoise2(px * 8, pz * 8, layout.noiseSeed);
    }
    const toWall = Math.min(px - layout.minX, layout.maxX - px, pz - layout.minZ, layout.maxZ - pz);
    light *= 0.78 + 0.22 * Math.min(1, toWall / 0.7);
    for (const shape of layout.shapes) {
      if (shape.kind !== 'box' || shape.y0 > 0.05) continue;
      const ox = px - shape.cx;
      const oz = pz - shape.cz;
      const reach = shape.radius + 0.35;
      if (ox > reach || ox < -reach || oz > reach || oz < -reach) continue;
      const distance = Math.sqrt(ox * ox + oz * oz);
      if (distance < reach)
        light *= 0.82 + 0.18 * Math.min(1, Math.max(0, (distance - shape.radius * 0.6) / (shape.radius * 0.4 + 0.35)));
    }
    write(out, layout.floor, light);
    return id;
  }

  function shadeCeiling(px: number, pz: number, out: Float64Array): number {
    const cellX = Math.abs(((px / 2.4) % 1) + 1) % 1;
    const cellZ = Math.abs(((pz / 2.4) % 1) + 1) % 1;
    if (cellX > 0.3 && cellX < 0.7 && cellZ > 0.4 && cellZ < 0.6) {
      write(out, LIGHT_PANEL, 1.05);
      return CEILING_ID + 1;
    }
    write(out, layout.ceiling, 0.9);
    return CEILING_ID;
  }

  function shadeFurniture(box: Box, out: Float64Array): number {
    const shade = hit.ny > 0.5 ? 1.05 : hit.ny < -0.5 ? 0.5 : 0.72 + 0.12 * Math.abs(hit.nx);
    const big = hit.face === 0 || hit.face === 2;
    if (box.pattern === 'shelf' && big && hit.v > 0.1) {
      const shelfY = (hit.v - 0.1) % 0.42;
      if (shelfY < 0.04 || hit.v > box.y1 - 0.06) {
        write(out, box.color, shade * 1.1);
        return 1;
      }
      const book = valueNoise3(Math.floor(hit.u / 0.045), Math.floor(hit.v / 0.42), 0, 77);
      const color = BOOK_COLORS[Math.floor(book * BOOK_COLORS.length)] ?? box.color;
      write(out, color, shade * (shelfY > 0.04 + book * 0.1 ? 1 : 0.35));
      return 2;
    }
    if (box.pattern === 'painting' && big) {
      const inner = Math.abs(hit.u) < box.halfWidth - 0.07 && hit.v > box.y0 + 0.07 && hit.v < box.y1 - 0.07;
      if (!inner) {
        write(out, box.trim, 0.95);
        return 1;
      }
      const n = valueNoise3(hit.u * 3, hit.v * 3, 5, layout.noiseSeed);
      out[0] = box.color[0] * (0.6 + 0.6 * n) + 0.15 * (1 - n);
      out[1] = box.color[1] * (0.7 + 0.4 * (1 - n)) + 0.1 * n;
      out[2] = box.color[2] * (0.6 + 0.5 * n);
      return 2;
    }
    if (box.pattern === 'screen' && big) {
      const border = Math.abs(hit.u) > box.halfWidth - 0.05 || hit.v < box.y0 + 0.05 || hit.v > box.y1 - 0.05;
      write(out, border ? box.trim : box.color, border ? 1 : 1.02);
      return border ? 1 : 2;
    }
    if (box.pattern === 'bed' && hit.face === 4) {
      const pillow = hit.v < -box.halfDepth + 0.45 ? 0 : hit.v < -box.halfDepth + 0.55 ? 2 : 1;
      write(out, pillow === 1 ? box.accent : box.color, shade);
      return 1 + pillow;
    }
    if (box.pattern === 'glass-case' && hit.v > 0.9) {
      write(out, box.accent, shade * 1.1);
      return 1;
    }
    write(out, box.color, shade);
    return 0;
  }

  return (dx, dy, dz, candidates, count, out) => {
    const tx = dx > 1e-9 ? layout.maxX / dx : dx < -1e-9 ? layout.minX / dx : Infinity;
    const tz = dz > 1e-9 ? layout.maxZ / dz : dz < -1e-9 ? layout.minZ / dz : Infinity;
    const ty = dy > 1e-9 ? ceilingHeight / dy : dy < -1e-9 ? EYE_HEIGHT / -dy : Infinity;
    const tRoom = Math.min(tx, ty, tz);
    hit.t = tRoom;
    let hitIndex = -1;
    for (let index = 0; index < count; index++) {
      const shape = candidates[index];
      if (shape !== undefined && intersectShape(shape, 0, EYE_HEIGHT, 0, dx, dy, dz, hit)) hitIndex = index;
    }
    const shape = hitIndex >= 0 ? candidates[hitIndex] : undefined;
    if (shape !== undefined) {
      const id = shapeIds.get(shape) ?? 0;
      if (shape.kind === 'box') return id + shadeFurniture(shape, out);
      write(out, shape.color, 0.6 + 0.4 * Math.max(0, hit.ny));
      return id;
    }
    const px = dx * tRoom;
    const py = EYE_HEIGHT + dy * tRoom;
    const pz = dz * tRoom;
    if (ty <= tx && ty <= tz) return dy > 0 ? shadeCeiling(px, pz, out) : shadeFloor(px, pz, tRoom, out);
    if (tx < tz) return shadeWall(dx > 0 ? 1 : 3, pz, py, dy, out);
    return shadeWall(dz < 0 ? 0 : 2, px, py, dy, out);
  };
}
