import { SeededRandom } from '../random.ts';
import type { PanoramaParams } from './panorama-params.ts';
import { hexColor, makeBox, type Box, type BoxPattern, type Rgb, type Shape } from './primitives.ts';

const DEG = Math.PI / 180;

/** Walls by the direction they face the camera from: 0 north (-z, yaw 0), 1 east, 2 south, 3 west. */
export interface WallOpening {
  wall: number;
  /** Centre along the wall (world x for north/south walls, world z for east/west). */
  u: number;
  halfWidth: number;
  y0: number;
  y1: number;
}

export interface InteriorLayout {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
  height: number;
  doors: WallOpening[];
  windows: WallOpening[];
  shapes: Shape[];
  wall: Rgb;
  accentWall: number;
  accent: Rgb;
  floor: Rgb;
  floorPattern: 'planks' | 'tiles' | 'stone' | 'carpet';
  ceiling: Rgb;
  trim: Rgb;
  noiseSeed: number;
}

interface StyleLook {
  wall: string;
  accent: string;
  floor: string;
  floorPattern: InteriorLayout['floorPattern'];
  trim: string;
  size: [number, number, number];
}

const looks: Record<string, StyleLook> = {
  lecture: {
    wall: '#e9e4d8',
    accent: '#3d6b8f',
    floor: '#9a6b43',
    floorPattern: 'planks',
    trim: '#6b4a30',
    size: [14, 16, 4.2],
  },
  library: {
    wall: '#efe6d2',
    accent: '#7a3b2e',
    floor: '#7b5233',
    floorPattern: 'planks',
    trim: '#4b2f1e',
    size: [16, 14, 4.6],
  },
  lab: {
    wall: '#eef1f2',
    accent: '#2f8f83',
    floor: '#c9cfd2',
    floorPattern: 'tiles',
    trim: '#8a959b',
    size: [12, 11, 3.4],
  },
  lobby: {
    wall: '#f1ede6',
    accent: '#b5533c',
    floor: '#d8d2c6',
    floorPattern: 'stone',
    trim: '#8c7f6d',
    size: [18, 15, 5.5],
  },
  gallery: {
    wall: '#f6f5f1',
    accent: '#2c3e50',
    floor: '#b9b4ab',
    floorPattern: 'stone',
    trim: '#d8d4cc',
    size: [17, 12, 5],
  },
  ward: {
    wall: '#e8f0f1',
    accent: '#5b9bb0',
    floor: '#d5dcd6',
    floorPattern: 'tiles',
    trim: '#9fb0b5',
    size: [11, 10, 3.2],
  },
  cafe: {
    wall: '#f3e7d6',
    accent: '#c0703a',
    floor: '#8d5e3b',
    floorPattern: 'planks',
    trim: '#5e3d24',
    size: [13, 11, 3.6],
  },
};

/** Where a horizontal ray of this yaw meets the room's walls. */
export function wallPoint(
  layout: Pick<InteriorLayout, 'minX' | 'maxX' | 'minZ' | 'maxZ'>,
  yaw: number,
): { wall: number; u: number } {
  const dx = Math.sin(yaw * DEG);
  const dz = -Math.cos(yaw * DEG);
  const tx = dx > 1e-9 ? layout.maxX / dx : dx < -1e-9 ? layout.minX / dx : Infinity;
  const tz = dz > 1e-9 ? layout.maxZ / dz : dz < -1e-9 ? layout.minZ / dz : Infinity;
  if (tx < tz) return { wall: dx > 0 ? 1 : 3, u: dz * tx };
  return { wall: dz < 0 ? 0 : 2, u: dx * tz };
}

function furnitureBox(
  x: number,
  z: number,
  halfWidth: number,
  halfDepth: number,
  y0: number,
  y1: number,
  rotation: number,
  pattern: BoxPattern,
  color: string,
  accent = '#333333',
): Box {
  return makeBox({
    cx: x,
    cz: z,
    y0,
    y1,
    halfWidth,
    halfDepth,
    rotation,
    pattern,
    color: hexColor(color),
    trim: hexColor(accent),
    accent: hexColor(accent),
    door: null,
  });
}

/** Builds a room around the camera with doors at the exits, windows and furniture for its style. */
export function buildInteriorLayout(params: PanoramaParams): InteriorLayout {
  const random = new SeededRandom(params.seed * 104729 + 3);
  const look = looks[params.style] ?? looks.lecture;
  if (look === undefined) throw new Error('missing default look');
  const [width, depth, height] = look.size.map((value) => value * random.range(0.85, 1.15)) as [number, number, number];
  const offsetX = random.range(0.4, 0.6);
  const offsetZ = random.range(0.45, 0.6);
  const room = {
    minX: -width * offsetX,
    maxX: width * (1 - offsetX),
    minZ: -depth * offsetZ,
    maxZ: depth * (1 - offsetZ),
  };
  const wallLength = (wall: number): [number, number] =>
    wall % 2 === 0 ? [room.minX, room.maxX] : [room.minZ, room.maxZ];

  const doors: WallOpening[] = params.exits.map((yaw) => {
    const { wall, u } = wallPoint(room, yaw);
    const [low, high] = wallLength(wall);
    const halfWidth = params.style === 'lobby' ? 1.1 : 0.65;
    return {
      wall,
      u: Math.min(high - halfWidth - 0.2, Math.max(low + halfWidth + 0.2, u)),
      halfWidth,
      y0: 0,
      y1: 2.25,
    };
  });
  const windowWalls = random.next() > 0.4 ? [random.int(0, 3)] : [random.int(0, 3), random.int(0, 3)];
  const windows: WallOpening[] = [];
  for (const wall of new Set(windowWalls)) {
    const [low, high] = wallLength(wall);
    for (let u = low + 1.6; u < high - 1.2; u += 2.6) {
      const blocked = doors.some((door) => door.wall === wall && Math.abs(door.u - u) < door.halfWidth + 1.3);
      if (!blocked) windows.push({ wall, u, halfWidth: 0.75, y0: 0.95, y1: height - 0.55 });
    }
  }

  const exitDirections = params.exits.map((yaw) => [Math.sin(yaw * DEG), -Math.cos(yaw * DEG)] as const);
  const shapes: Shape[] = [];
  // Axis-aligned footprint of a y-rotated box: [half extent along x, half extent along z].
  const extent = (box: Box): [number, number] => [
    Math.abs(box.cos) * box.halfWidth + Math.abs(box.sin) * box.halfDepth,
    Math.abs(box.sin) * box.halfWidth + Math.abs(box.cos) * box.halfDepth,
  ];
  const tryPlace = (box: Box, companions: Box[] = []): void => {
    const [ex, ez] = extent(box);
    const inside =
      box.cx - ex > room.minX + 0.02 &&
      box.cx + ex < room.maxX - 0.02 &&
      box.cz - ez > room.minZ + 0.02 &&
      box.cz + ez < room.maxZ - 0.02;
    const clearOfCamera = Math.abs(box.cx) > ex + 0.9 || Math.abs(box.cz) > ez + 0.9;
    const clearOfExits = exitDirections.every(([ex, ez]) => {
      const along = box.cx * ex + box.cz * ez;
      return along < 0 || Math.abs(box.cx * ez - box.cz * ex) > box.radius + 0.9;
    });
    const clearOfOthers = shapes.every((other) => {
      if (other.kind !== 'box') return true;
      const [ox, oz] = extent(other);
      return Math.abs(other.cx - box.cx) > ox + ex + 0.25 || Math.abs(other.cz - box.cz) > oz + ez + 0.25;
    });
    if (inside && clearOfCamera && clearOfExits && clearOfOthers) shapes.push(box, ...companions);
  };
  /** A table: a top slab on two end panels, so the floor shows underneath. */
  const placeTable = (
    x: number,
    z: number,
    halfWidth: number,
    halfDepth: number,
    top: number,
    rotation: number,
    color: string,
  ): void => {
    const slab = furnitureBox(x, z, halfWidth, halfDepth, top - 0.05, top, rotation, 'plain', color);
    const legs = [-1, 1].map((side) =>
      furnitureBox(
        x + Math.cos(rotation) * side * (halfWidth - 0.06),
        z + Math.sin(rotation) * side * (halfWidth - 0.06),
        0.03,
        halfDepth * 0.85,
        0,
        top - 0.05,
        rotation,
        'plain',
        '#4a4f55',
      ),
    );
    tryPlace(slab, legs);
  };
  const againstWall = (wall: number, u: number, depthOff: number): [number, number, number] => {
    switch (wall) {
      case 0:
        return [u, room.minZ + depthOff, 0];
      case 1:
        return [room.maxX - depthOff, u, 90 * DEG];
      case 2:
        return [u, room.maxZ - depthOff, 180 * DEG];
      default:
        return [room.minX + depthOff, u, 270 * DEG];
    }
  };
  const freeWalls = [0, 1, 2, 3].filter(
    (wall) => !windowWalls.includes(wall) && !doors.some((door) => door.wall === wall),
  );
  const doorlessWalls = [0, 1, 2, 3].filter((wall) => !doors.some((door) => door.wall === wall));
  const blockedAt = (wall: number, u: number, margin: number): boolean =>
    [...doors, ...windows].some(
      (opening) => opening.wall === wall && Math.abs(opening.u - u) < opening.halfWidth + margin,
    );
  const style = params.style;

  if (style === 'lecture' || style === 'lab' || style === 'cafe') {
    const front = random.pick(freeWalls.length > 0 ? freeWalls : doorlessWalls.length > 0 ? doorlessWalls : [0]);
    const [bx, bz, rotation] = againstWall(front, 0, 0.06);
    const screen = furnitureBox(
      bx,
      bz,
      Math.min(3, width / 3),
      0.04,
      0.9,
      2.6,
      rotation,
      'screen',
      '#f4f6f7',
      '#20303a',
    );
    shapes.push(screen);
    const rowDir = rotation;
    for (let row = 0; row < 6; row++) {
      for (let column = -2; column <= 2; column++) {
        const distance = 2.8 + row * 1.7;
        const side = column * (style === 'cafe' ? 2.2 : 2.6);
        const x = bx + -Math.sin(rowDir) * distance + Math.cos(rowDir) * side;
        const z = bz + Math.cos(rowDir) * distance + Math.sin(rowDir) * side;
        const top = style === 'lab' ? 0.92 : 0.74;
        const colour = style === 'lab' ? '#f2f2ee' : style === 'cafe' ? '#a8744a' : '#b98c5a';
        placeTable(x, z, style === 'cafe' ? 0.5 : 1.1, style === 'cafe' ? 0.5 : 0.35, top, rowDir, colour);
      }
    }
  }
  if (style === 'library' || style === 'lab') {
    for (const wall of [0, 1, 2, 3]) {
      const [low, high] = wallLength(wall);
      for (let u = low + 1.2; u < high - 1.2; u += 2.2) {
        if (blockedAt(wall, u, 1.1)) continue;
        const [x, z, rotation] = againstWall(wall, u, 0.3);
        tryPlace(
          furnitureBox(
            x,
            z,
            1,
            0.25,
            0,
            style === 'lab' ? 2.1 : 2.4,
            rotation,
            style === 'lab' ? 'plain' : 'shelf',
            style === 'lab' ? '#dfe5e8' : '#6e4a2f',
            '#4b2f1e',
          ),
        );
      }
    }
    for (let index = 0; index < 4; index++) {
      placeTable(
        random.range(room.minX, room.maxX),
        random.range(room.minZ, room.maxZ),
        1.2,
        0.55,
        0.76,
        random.int(0, 1) * 90 * DEG,
        '#8b5e3c',
      );
    }
  }
  if (style === 'gallery' || style === 'lobby') {
    for (const wall of [0, 1, 2, 3]) {
      const [low, high] = wallLength(wall);
      for (let u = low + 1.8; u < high - 1.5; u += 3.4) {
        if (blockedAt(wall, u, 1.2)) continue;
        const [x, z, rotation] = againstWall(wall, u, 0.04);
        const size = random.range(0.7, 1.1);
        shapes.push(
          furnitureBox(
            x,
            z,
            size,
            0.03,
            1.6 - size * 0.5,
            1.6 + size * 0.9,
            rotation,
            'painting',
            random.pick(['#b33a3a', '#2f6f9f', '#d9a13a', '#3f8f5a', '#6a4c93']),
            '#8a6d3b',
          ),
        );
      }
    }
    const count = style === 'gallery' ? 5 : 3;
    for (let index = 0; index < count; index++) {
      const x = random.range(room.minX + 1.5, room.maxX - 1.5);
      const z = random.range(room.minZ + 1.5, room.maxZ - 1.5);
      tryPlace(
        style === 'gallery'
          ? furnitureBox(x, z, 0.45, 0.45, 0, 1.05, 0, 'glass-case', '#f2f0ea', '#c9b27c')
          : furnitureBox(x, z, 1.1, 0.45, 0, 0.45, random.int(0, 3) * 90 * DEG, 'plain', '#3e5a6b'),
      );
    }
    if (style === 'lobby') {
      const wall = random.pick(freeWalls.length > 0 ? freeWalls : [2]);
      const [x, z, rotation] = againstWall(wall, 0, 2.2);
      tryPlace(furnitureBox(x, z, 2, 0.5, 0, 1.1, rotation, 'plain', '#7a5236'));
    }
  }
  if (style === 'ward') {
    for (const wall of freeWalls.length > 0 ? freeWalls : [0]) {
      const [low, high] = wallLength(wall);
      for (let u = low + 1.5; u < high - 1.2; u += 2.6) {
        const [x, z, rotation] = againstWall(wall, u, 1.1);
        tryPlace(furnitureBox(x, z, 0.5, 1.05, 0, 0.62, rotation, 'bed', '#f7f9fa', '#7fb2c4'));
        const [cx, cz] = againstWall(wall, u + 0.95, 0.3);
        tryPlace(furnitureBox(cx, cz, 0.25, 0.25, 0, 0.8, rotation, 'plain', '#c9d3d6'));
      }
    }
  }

  return {
    ...room,
    height,
    doors,
    windows,
    shapes,
    wall: hexColor(look.wall),
    accentWall: random.int(0, 3),
    accent: hexColor(look.accent),
    floor: hexColor(look.floor),
    floorPattern: look.floorPattern,
    ceiling: hexColor('#f4f3ef'),
    trim: hexColor(look.trim),
    noiseSeed: params.seed * 13 + 11,
  };
}
