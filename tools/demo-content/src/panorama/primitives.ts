/**
 * Ray intersection with the few shapes the panorama scenes are made of. The camera sits at
 * (0, eyeHeight, 0); world space is three.js-like: y up, -z is the panorama centre, +x right.
 * Functions write into a shared Hit record instead of allocating, because they run for every
 * one of the 8 million pixels of a 4096×2048 panorama.
 */

export type Rgb = readonly [number, number, number];

export type BoxPattern = 'building' | 'shelf' | 'plain' | 'painting' | 'screen' | 'bed' | 'glass-case';

export interface Door {
  /** Offset along the front face, metres from the face centre (positive to the face's right). */
  u: number;
  width: number;
  height: number;
}

/** A box standing on y0, rotated about the vertical axis; its front face looks towards -v. */
export interface Box {
  kind: 'box';
  cx: number;
  cz: number;
  y0: number;
  y1: number;
  /** Half extents along the local u (facade) and v (depth) axes. */
  halfWidth: number;
  halfDepth: number;
  cos: number;
  sin: number;
  pattern: BoxPattern;
  color: Rgb;
  trim: Rgb;
  accent: Rgb;
  door: Door | null;
  /** Radius of the vertical bounding cylinder, for culling. */
  radius: number;
}

export interface Sphere {
  kind: 'sphere';
  cx: number;
  cy: number;
  cz: number;
  r: number;
  color: Rgb;
  radius: number;
}

export interface Cylinder {
  kind: 'cylinder';
  cx: number;
  cz: number;
  y0: number;
  y1: number;
  r: number;
  color: Rgb;
  radius: number;
}

export type Shape = Box | Sphere | Cylinder;

export interface Hit {
  t: number;
  nx: number;
  ny: number;
  nz: number;
  /** Face-local coordinates: along the face (metres) and height (metres) or depth for tops. */
  u: number;
  v: number;
  /** 0 front, 1 right, 2 back, 3 left, 4 top, 5 bottom for boxes; 0 for round shapes. */
  face: number;
}

export function createHit(): Hit {
  return { t: Infinity, nx: 0, ny: 0, nz: 0, u: 0, v: 0, face: 0 };
}

export function makeBox(fields: Omit<Box, 'kind' | 'cos' | 'sin' | 'radius'> & { rotation: number }): Box {
  const { rotation, ...rest } = fields;
  return {
    kind: 'box',
    ...rest,
    cos: Math.cos(rotation),
    sin: Math.sin(rotation),
    radius: Math.hypot(fields.halfWidth, fields.halfDepth),
  };
}

/** Ray from (ox, oy, oz) along unit (dx, dy, dz) against a y-rotated box. Writes `hit` when nearer. */
export function intersectBox(
  box: Box,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Hit,
): boolean {
  // Into the box's local frame: u = rotated x, v = rotated z.
  const rx = ox - box.cx;
  const rz = oz - box.cz;
  const lox = rx * box.cos + rz * box.sin;
  const loz = -rx * box.sin + rz * box.cos;
  const ldx = dx * box.cos + dz * box.sin;
  const ldz = -dx * box.sin + dz * box.cos;
  let tNear = -Infinity;
  let tFar = Infinity;
  let axis = -1;
  // u axis
  if (Math.abs(ldx) < 1e-12) {
    if (lox < -box.halfWidth || lox > box.halfWidth) return false;
  } else {
    const t1 = (-box.halfWidth - lox) / ldx;
    const t2 = (box.halfWidth - lox) / ldx;
    const tA = Math.min(t1, t2);
    if (tA > tNear) {
      tNear = tA;
      axis = ldx > 0 ? 3 : 1;
    }
    tFar = Math.min(tFar, Math.max(t1, t2));
  }
  // y axis
  if (Math.abs(dy) < 1e-12) {
    if (oy < box.y0 || oy > box.y1) return false;
  } else {
    const t1 = (box.y0 - oy) / dy;
    const t2 = (box.y1 - oy) / dy;
    const tA = Math.min(t1, t2);
    if (tA > tNear) {
      tNear = tA;
      axis = dy > 0 ? 5 : 4;
    }
    tFar = Math.min(tFar, Math.max(t1, t2));
  }
  // v axis
  if (Math.abs(ldz) < 1e-12) {
    if (loz < -box.halfDepth || loz > box.halfDepth) return false;
  } else {
    const t1 = (-box.halfDepth - loz) / ldz;
    const t2 = (box.halfDepth - loz) / ldz;
    const tA = Math.min(t1, t2);
    if (tA > tNear) {
      tNear = tA;
      axis = ldz > 0 ? 0 : 2;
    }
    tFar = Math.min(tFar, Math.max(t1, t2));
  }
  if (tNear > tFar || tNear <= 1e-6 || tNear >= hit.t) return false;
  const px = lox + ldx * tNear;
  const py = oy + dy * tNear;
  const pz = loz + ldz * tNear;
  let lnx = 0;
  let lny = 0;
  let lnz = 0;
  switch (axis) {
    case 0: // front (-v), u runs left to right as seen from the front
      lnz = -1;
      hit.u = px;
      hit.v = py;
      break;
    case 2: // back
      lnz = 1;
      hit.u = -px;
      hit.v = py;
      break;
    case 1: // +u side
      lnx = 1;
      hit.u = pz;
      hit.v = py;
      break;
    case 3: // -u side
      lnx = -1;
      hit.u = -pz;
      hit.v = py;
      break;
    case 4:
      lny = 1;
      hit.u = px;
      hit.v = pz;
      break;
    default:
      lny = -1;
      hit.u = px;
      hit.v = pz;
  }
  hit.t = tNear;
  hit.face = axis;
  hit.nx = lnx * box.cos - lnz * box.sin;
  hit.ny = lny;
  hit.nz = lnx * box.sin + lnz * box.cos;
  return true;
}

export function intersectSphere(
  sphere: Sphere,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Hit,
): boolean {
  const lx = ox - sphere.cx;
  const ly = oy - sphere.cy;
  const lz = oz - sphere.cz;
  const b = lx * dx + ly * dy + lz * dz;
  const c = lx * lx + ly * ly + lz * lz - sphere.r * sphere.r;
  const disc = b * b - c;
  if (disc < 0) return false;
  const t = -b - Math.sqrt(disc);
  if (t <= 1e-6 || t >= hit.t) return false;
  hit.t = t;
  hit.nx = (lx + dx * t) / sphere.r;
  hit.ny = (ly + dy * t) / sphere.r;
  hit.nz = (lz + dz * t) / sphere.r;
  hit.u = Math.atan2(hit.nx, hit.nz) * sphere.r;
  hit.v = oy + dy * t;
  hit.face = 0;
  return true;
}

export function intersectCylinder(
  cylinder: Cylinder,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Hit,
): boolean {
  const lx = ox - cylinder.cx;
  const lz = oz - cylinder.cz;
  const a = dx * dx + dz * dz;
  if (a < 1e-12) return false;
  const b = lx * dx + lz * dz;
  const c = lx * lx + lz * lz - cylinder.r * cylinder.r;
  const disc = b * b - a * c;
  if (disc < 0) return false;
  const t = (-b - Math.sqrt(disc)) / a;
  if (t <= 1e-6 || t >= hit.t) return false;
  const y = oy + dy * t;
  if (y < cylinder.y0 || y > cylinder.y1) return false;
  hit.t = t;
  hit.nx = (lx + dx * t) / cylinder.r;
  hit.ny = 0;
  hit.nz = (lz + dz * t) / cylinder.r;
  hit.u = Math.atan2(hit.nx, hit.nz) * cylinder.r;
  hit.v = y;
  hit.face = 0;
  return true;
}

export function intersectShape(
  shape: Shape,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Hit,
): boolean {
  switch (shape.kind) {
    case 'box':
      return intersectBox(shape, ox, oy, oz, dx, dy, dz, hit);
    case 'sphere':
      return intersectSphere(shape, ox, oy, oz, dx, dy, dz, hit);
    default:
      return intersectCylinder(shape, ox, oy, oz, dx, dy, dz, hit);
  }
}

/** Centre of a shape on the ground plane, for culling by azimuth. */
export function shapeCentre(shape: Shape): readonly [number, number] {
  return [shape.cx, shape.cz];
}

export function mix(a: Rgb, b: Rgb, t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
