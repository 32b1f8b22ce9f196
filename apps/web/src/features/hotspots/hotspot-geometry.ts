// Hotspots come as a direction x, y, z in three.js world space (y up, -z the panorama centre,
// +x to the right — see packages/contracts/src/scenes.ts); the viewer needs yaw and pitch.
import type { Hotspot } from '@meridian/contracts';

/** Spec section 3: hotspots at 0.00/0.00/0.00 are unplaced and dropped. */
export function isPlaced(hotspot: Pick<Hotspot, 'x' | 'y' | 'z'>): boolean {
  return !(round2(hotspot.x) === 0 && round2(hotspot.y) === 0 && round2(hotspot.z) === 0);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Degrees: yaw clockwise from the panorama centre (-180..180), pitch up (-90..90). */
export function directionToYawPitch({ x, y, z }: Pick<Hotspot, 'x' | 'y' | 'z'>): { yaw: number; pitch: number } {
  const yaw = (Math.atan2(x, -z) * 180) / Math.PI;
  const pitch = (Math.atan2(y, Math.hypot(x, z)) * 180) / Math.PI;
  return { yaw: yaw === -180 ? 180 : yaw, pitch };
}

export function placedHotspots(hotspots: Hotspot[]): Hotspot[] {
  return hotspots.filter(isPlaced);
}
