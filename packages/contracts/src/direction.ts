// Hotspot directions: packs and the Studio speak degrees (yaw clockwise from the panorama centre,
// pitch up); the viewer's API speaks a unit vector in three.js space (y up, -z the panorama centre,
// +x to the right). One pair of functions for both ways, so what the Studio places is what the
// importer writes and the viewer shows.

export type Direction = [number, number, number];

/** Degrees → unit vector: x = sin(yaw)·cos(pitch), y = sin(pitch), z = −cos(yaw)·cos(pitch). */
export function yawPitchToDirection(yaw: number, pitch: number): Direction {
  const radiansYaw = (yaw * Math.PI) / 180;
  const radiansPitch = (pitch * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0; // + 0 turns -0 into 0
  return [
    round(Math.sin(radiansYaw) * Math.cos(radiansPitch)),
    round(Math.sin(radiansPitch)),
    round(-Math.cos(radiansYaw) * Math.cos(radiansPitch)),
  ];
}

/** Any non-zero vector (need not be unit) → degrees: yaw in (-180, 180], pitch in [-90, 90]. */
export function directionToYawPitch(x: number, y: number, z: number): { yaw: number; pitch: number } {
  const yaw = (Math.atan2(x, -z) * 180) / Math.PI;
  const pitch = (Math.atan2(y, Math.hypot(x, z)) * 180) / Math.PI;
  return { yaw: yaw === -180 ? 180 : yaw + 0, pitch: pitch + 0 };
}

/** The angle in degrees between two directions given as yaw/pitch (great-circle distance). */
export function angleBetween(a: { yaw: number; pitch: number }, b: { yaw: number; pitch: number }): number {
  const [ax, ay, az] = yawPitchToDirection(a.yaw, a.pitch);
  const [bx, by, bz] = yawPitchToDirection(b.yaw, b.pitch);
  const dot = Math.max(-1, Math.min(1, ax * bx + ay * by + az * bz));
  return (Math.acos(dot) * 180) / Math.PI;
}
