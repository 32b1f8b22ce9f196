/**
 * Deterministic randomness for the demo media generators. Everything is derived from integer
 * seeds with pure arithmetic (no Math.random, no platform-dependent float functions beyond
 * IEEE basics), so the same seed renders the same bytes on every machine.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small, fast seeded generator (mulberry32). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.range(min, maxInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }
}

/** Hash of an integer lattice point to [0, 1). */
function latticeValue(x: number, y: number, z: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(z, 0x9e3779b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * 3D value noise in [0, 1). Sampled at 3D world positions (never at image coordinates), so
 * textures on panoramas are seamless at the 0°/360° edge and undistorted at the poles.
 */
export function valueNoise3(x: number, y: number, z: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const zi = Math.floor(z);
  const u = smooth(x - xi);
  const v = smooth(y - yi);
  const w = smooth(z - zi);
  const c000 = latticeValue(xi, yi, zi, seed);
  const c100 = latticeValue(xi + 1, yi, zi, seed);
  const c010 = latticeValue(xi, yi + 1, zi, seed);
  const c110 = latticeValue(xi + 1, yi + 1, zi, seed);
  const c001 = latticeValue(xi, yi, zi + 1, seed);
  const c101 = latticeValue(xi + 1, yi, zi + 1, seed);
  const c011 = latticeValue(xi, yi + 1, zi + 1, seed);
  const c111 = latticeValue(xi + 1, yi + 1, zi + 1, seed);
  const x00 = c000 + (c100 - c000) * u;
  const x10 = c010 + (c110 - c010) * u;
  const x01 = c001 + (c101 - c001) * u;
  const x11 = c011 + (c111 - c011) * u;
  const y0 = x00 + (x10 - x00) * v;
  const y1 = x01 + (x11 - x01) * v;
  return y0 + (y1 - y0) * w;
}

/** Fractal (octave-summed) value noise in [0, 1). */
export function fractalNoise3(x: number, y: number, z: number, seed: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  let norm = 0;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * valueNoise3(x * frequency, y * frequency, z * frequency, seed + octave * 1013);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / norm;
}

function latticeValue2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** 2D value noise in [0, 1), for textures on flat world surfaces (ground, floors, the cloud layer). */
export function valueNoise2(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const u = smooth(x - xi);
  const v = smooth(y - yi);
  const c00 = latticeValue2(xi, yi, seed);
  const c10 = latticeValue2(xi + 1, yi, seed);
  const c01 = latticeValue2(xi, yi + 1, seed);
  const c11 = latticeValue2(xi + 1, yi + 1, seed);
  const top = c00 + (c10 - c00) * u;
  const bottom = c01 + (c11 - c01) * u;
  return top + (bottom - top) * v;
}

/** Fractal 2D value noise in [0, 1). */
export function fractalNoise2(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  let norm = 0;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * valueNoise2(x * frequency, y * frequency, seed + octave * 1013);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / norm;
}
