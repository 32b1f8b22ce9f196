import { SeededRandom } from '../random.ts';
import { OUTDOOR_EXIT_DISTANCE, type PanoramaParams } from './panorama-params.ts';
import { hexColor, makeBox, type Box, type Cylinder, type Rgb, type Shape, type Sphere } from './primitives.ts';

const DEG = Math.PI / 180;

interface Palette {
  walls: readonly string[];
  trim: string;
  windows: string;
  doors: string;
}

const palettes: Record<string, Palette> = {
  brick: { walls: ['#9c4a32', '#a45a3c', '#8a4030', '#b0654a'], trim: '#e8e0d0', windows: '#2a3d52', doors: '#3b2a20' },
  stone: { walls: ['#b8b0a0', '#c8c0ae', '#a89f8e', '#d0c8b8'], trim: '#f0ece0', windows: '#243446', doors: '#4a3020' },
  glass: { walls: ['#8fa9b8', '#a9bcc6', '#c9d2d6', '#7d97a8'], trim: '#dfe6ea', windows: '#1d3a55', doors: '#25323d' },
  sandstone: {
    walls: ['#d8b98a', '#cfae7c', '#e0c59a', '#c9a372'],
    trim: '#f4ead6',
    windows: '#2b3f55',
    doors: '#5a3a22',
  },
  harbour: {
    walls: ['#d9d4c7', '#5f7f8f', '#c46a4a', '#e6dfcf'],
    trim: '#ffffff',
    windows: '#1f3447',
    doors: '#1d4b63',
  },
};

export interface PathSegment {
  ax: number;
  az: number;
  bx: number;
  bz: number;
  halfWidth: number;
}

export interface SkyLook {
  zenith: Rgb;
  horizon: Rgb;
  sunColor: Rgb;
  /** Unit vector towards the sun. */
  sun: readonly [number, number, number];
}

export interface OutdoorLayout {
  shapes: Shape[];
  paths: PathSegment[];
  plazaRadius: number;
  sky: SkyLook;
  grass: Rgb;
  grassDark: Rgb;
  paving: Rgb;
  treeLine: Rgb;
  noiseSeed: number;
}

function skyFor(time: PanoramaParams['time'], random: SeededRandom): SkyLook {
  const azimuth = random.range(0, 360) * DEG;
  const elevation = (time === 'noon' ? random.range(48, 62) : random.range(14, 22)) * DEG;
  const sun = [
    Math.sin(azimuth) * Math.cos(elevation),
    Math.sin(elevation),
    -Math.cos(azimuth) * Math.cos(elevation),
  ] as const;
  if (time === 'evening') {
    return { zenith: hexColor('#2f4f86'), horizon: hexColor('#f2b27a'), sunColor: hexColor('#ffd9a0'), sun };
  }
  if (time === 'morning') {
    return { zenith: hexColor('#3f74b8'), horizon: hexColor('#d8e6f0'), sunColor: hexColor('#fff1d0'), sun };
  }
  return { zenith: hexColor('#2a66b5'), horizon: hexColor('#bfd8ee'), sunColor: hexColor('#fffaf0'), sun };
}

/** Smallest absolute difference between two angles in degrees. */
function angleGap(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d);
}

function building(
  random: SeededRandom,
  palette: Palette,
  yaw: number,
  frontDistance: number,
  halfWidth: number,
  facingJitter: number,
  withDoor: boolean,
): Box {
  const halfDepth = random.range(5, 9);
  const floors = random.int(2, 6);
  const centreDistance = frontDistance + halfDepth;
  return makeBox({
    cx: Math.sin(yaw * DEG) * centreDistance,
    cz: -Math.cos(yaw * DEG) * centreDistance,
    y0: 0,
    y1: floors * 3.6 + 0.8,
    halfWidth,
    halfDepth,
    // A rotation of yaw + 180° turns the box's front face towards the camera.
    rotation: (yaw + 180 + facingJitter) * DEG,
    pattern: 'building',
    color: hexColor(random.pick(palette.walls)),
    trim: hexColor(palette.trim),
    accent: hexColor(palette.windows),
    door: withDoor ? { u: 0, width: 2.6, height: 2.7 } : null,
  });
}

function tree(random: SeededRandom, x: number, z: number): [Cylinder, Sphere] {
  const height = random.range(2.2, 3.4);
  const crown = random.range(1.8, 3.2);
  const green = random.pick(['#3f7a3a', '#4a8a3f', '#356b33', '#5a8f45']);
  return [
    {
      kind: 'cylinder',
      cx: x,
      cz: z,
      y0: 0,
      y1: height + crown * 0.5,
      r: 0.22,
      color: hexColor('#5b4330'),
      radius: 0.22,
    },
    { kind: 'sphere', cx: x, cy: height + crown * 0.8, cz: z, r: crown, color: hexColor(green), radius: crown },
  ];
}

function lamp(x: number, z: number): [Cylinder, Sphere] {
  return [
    { kind: 'cylinder', cx: x, cz: z, y0: 0, y1: 3.6, r: 0.06, color: hexColor('#2d3136'), radius: 0.06 },
    { kind: 'sphere', cx: x, cy: 3.7, cz: z, r: 0.22, color: hexColor('#f6f0d8'), radius: 0.22 },
  ];
}

/** Builds the campus around the camera: exit buildings, filler buildings, paths, trees and lamps. */
export function buildOutdoorLayout(params: PanoramaParams): OutdoorLayout {
  const paths = params.paths;
  const random = new SeededRandom(params.seed * 7919 + 17);
  const palette = palettes[params.style] ?? palettes.brick;
  if (palette === undefined) throw new Error('missing default palette');
  const sky = skyFor(params.time, random);
  const shapes: Shape[] = [];
  const occupied: { yaw: number; half: number }[] = [];
  const exits = params.exits;

  for (const yaw of exits) {
    const nearest = Math.min(90, ...exits.filter((other) => other !== yaw).map((other) => angleGap(yaw, other)));
    const halfWidth = Math.max(4, Math.min(13, OUTDOOR_EXIT_DISTANCE * Math.tan((nearest / 2) * DEG) - 2));
    shapes.push(building(random, palette, yaw, OUTDOOR_EXIT_DISTANCE, halfWidth, 0, true));
    occupied.push({ yaw, half: Math.atan(halfWidth / OUTDOOR_EXIT_DISTANCE) / DEG + 4 });
  }
  for (const yaw of paths) occupied.push({ yaw, half: 10 });

  // Fill the rest of the horizon with buildings further away, leaving gaps now and then.
  let yaw = random.range(0, 30);
  while (yaw < 360) {
    const distance = random.range(26, 48);
    const halfWidth = random.range(7, 15);
    const half = Math.atan(halfWidth / distance) / DEG;
    const centre = yaw + half;
    const clear = occupied.every((slot) => angleGap(centre, slot.yaw) > slot.half + half);
    if (clear && yaw + 2 * half < 360 + 2 && random.next() > 0.15) {
      shapes.push(building(random, palette, centre, distance, halfWidth, random.range(-20, 20), random.next() > 0.5));
      occupied.push({ yaw: centre, half });
      yaw += 2 * half + random.range(3, 10);
    } else {
      yaw += random.range(6, 14);
    }
  }

  const segments: PathSegment[] = [];
  const pathYaws = [
    ...exits.map((value) => ({ yaw: value, length: OUTDOOR_EXIT_DISTANCE + 0.5 })),
    ...paths.map((value) => ({ yaw: value, length: 600 })),
  ];
  for (const { yaw: pathYaw, length } of pathYaws) {
    segments.push({
      ax: 0,
      az: 0,
      bx: Math.sin(pathYaw * DEG) * length,
      bz: -Math.cos(pathYaw * DEG) * length,
      halfWidth: 1.4,
    });
  }
  if (pathYaws.length < 2) {
    const back = (exits[0] ?? paths[0] ?? 0) + 180;
    segments.push({ ax: 0, az: 0, bx: Math.sin(back * DEG) * 600, bz: -Math.cos(back * DEG) * 600, halfWidth: 1.4 });
  }

  const blockedYaws = pathYaws.map((entry) => entry.yaw);
  const treeCount = random.int(14, 22);
  for (let index = 0; index < treeCount; index++) {
    const treeYaw = random.range(0, 360);
    const distance = random.range(7, 24);
    if (blockedYaws.some((blocked) => angleGap(blocked, treeYaw) < 12)) continue;
    const x = Math.sin(treeYaw * DEG) * distance;
    const z = -Math.cos(treeYaw * DEG) * distance;
    const insideBuilding = shapes.some((shape) => Math.hypot(shape.cx - x, shape.cz - z) < shape.radius + 3.5);
    if (!insideBuilding) shapes.push(...tree(random, x, z));
  }
  for (const { yaw: pathYaw } of pathYaws.slice(0, 3)) {
    const side = (pathYaw + 12) * DEG;
    shapes.push(...lamp(Math.sin(side) * 9, -Math.cos(side) * 9));
  }

  return {
    shapes,
    paths: segments,
    plazaRadius: 2.4,
    sky,
    grass: hexColor(params.time === 'evening' ? '#5f7d3a' : '#6f9a45'),
    grassDark: hexColor('#4f7a35'),
    paving: hexColor(params.style === 'harbour' ? '#b9b2a4' : '#c4bfb5'),
    treeLine: hexColor('#3d5a3a'),
    noiseSeed: params.seed * 31 + 5,
  };
}
