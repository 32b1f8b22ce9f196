import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angleBetween, directionToYawPitch, yawPitchToDirection } from '../src/direction.ts';

describe('yaw/pitch ↔ unit vector (hotspot directions)', () => {
  it('follows the pack format: x = sin(yaw)·cos(pitch), y = sin(pitch), z = −cos(yaw)·cos(pitch)', () => {
    expect(yawPitchToDirection(0, 0)).toEqual([0, 0, -1]); // the panorama centre
    expect(yawPitchToDirection(90, 0)).toEqual([1, 0, 0]); // to the right
    expect(yawPitchToDirection(-90, 0)).toEqual([-1, 0, 0]);
    expect(yawPitchToDirection(180, 0)).toEqual([0, 0, 1]); // behind
    expect(yawPitchToDirection(0, 90)).toEqual([0, 1, 0]); // straight up
    expect(yawPitchToDirection(45, -10)).toEqual([0.696364, -0.173648, -0.696364]);
  });

  it('comes back to the same angles for every direction (within 0.001° on the sphere)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -360, max: 360, noNaN: true }),
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        (yaw, pitch) => {
          const [x, y, z] = yawPitchToDirection(yaw, pitch);
          const back = directionToYawPitch(x, y, z);
          expect(Math.abs(back.pitch - pitch)).toBeLessThan(1e-3);
          const turn = ((((back.yaw - yaw) % 360) + 540) % 360) - 180;
          // Near the poles a yaw error is a small distance on the sphere: measured as one.
          expect(Math.abs(turn) * Math.cos((pitch * Math.PI) / 180)).toBeLessThan(1e-3);
          expect(back.yaw).toBeGreaterThan(-180);
          expect(back.yaw).toBeLessThanOrEqual(180);
        },
      ),
    );
  });

  it('reads vectors of any length, as a hand-written pack may give them', () => {
    expect(directionToYawPitch(0.5, 0, -0.866).yaw).toBeCloseTo(30, 1);
    expect(directionToYawPitch(10, 0, 0)).toEqual({ yaw: 90, pitch: 0 });
    expect(directionToYawPitch(0, 0, 1).yaw).toBe(180);
  });

  it('measures the angle between two directions', () => {
    expect(angleBetween({ yaw: 10, pitch: 0 }, { yaw: 11, pitch: 0 })).toBeCloseTo(1, 3);
    expect(angleBetween({ yaw: 179.5, pitch: 0 }, { yaw: -179.5, pitch: 0 })).toBeCloseTo(1, 3);
    expect(angleBetween({ yaw: 0, pitch: 0 }, { yaw: 0, pitch: 90 })).toBeCloseTo(90, 6);
  });
});
