import { z } from 'zod';

/** Styles an outdoor view can take; picked per scene in the pack's media.yaml. */
export const outdoorStyle = z.enum(['brick', 'stone', 'glass', 'sandstone', 'harbour']);
export const interiorStyle = z.enum(['lecture', 'library', 'lab', 'lobby', 'gallery', 'ward', 'cafe']);
export const timeOfDay = z.enum(['morning', 'noon', 'evening']);

/**
 * What a panorama shows. `exits` are the yaws (degrees clockwise from the panorama centre) of
 * the doors or path ends that hotspots lead through: the generator puts a door there, and the
 * pack puts the hotspot at the same direction, so the two always agree.
 */
export const panoramaParams = z.object({
  kind: z.enum(['outdoor', 'interior']),
  seed: z.number().int().nonnegative(),
  style: z.union([outdoorStyle, interiorStyle]),
  time: timeOfDay.default('noon'),
  exits: z.array(z.number().min(-360).max(360)).default([]),
  /** Yaws of paths that lead off to the horizon between buildings (outdoor only). */
  paths: z.array(z.number().min(-360).max(360)).default([]),
});
export type PanoramaParams = z.infer<typeof panoramaParams>;

/** Camera height above the ground or floor, metres. */
export const EYE_HEIGHT = 1.6;
/** Horizontal distance from the camera to the door of an exit building (outdoor) — used for hotspot pitch. */
export const OUTDOOR_EXIT_DISTANCE = 16;
/** Middle height of a door, metres. */
export const DOOR_MID_HEIGHT = 1.3;

/** Unit direction in three.js world space (y up, -z centre, +x right) of a yaw/pitch in degrees. */
export function directionOf(yawDegrees: number, pitchDegrees: number): [number, number, number] {
  const yaw = (yawDegrees * Math.PI) / 180;
  const pitch = (pitchDegrees * Math.PI) / 180;
  return [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), -Math.cos(yaw) * Math.cos(pitch)];
}
