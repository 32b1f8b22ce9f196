// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imagePointAt, verticalFov } from './view-direction.ts';

describe('the first frame looks where the engine will look', () => {
  it('shows the panorama centre in the middle of the screen at yaw 0, pitch 0', () => {
    const point = imagePointAt({ yaw: 0, pitch: 0, zoom: 0 }, 16 / 9, 0, 0);
    expect(point.u).toBeCloseTo(0.5);
    expect(point.v).toBeCloseTo(0.5);
  });

  it('turns right (clockwise) with a positive yaw and looks up with a positive pitch', () => {
    expect(imagePointAt({ yaw: 90, pitch: 0, zoom: 0 }, 1, 0, 0).u).toBeCloseTo(0.75);
    expect(imagePointAt({ yaw: -90, pitch: 0, zoom: 0 }, 1, 0, 0).u).toBeCloseTo(0.25);
    expect(imagePointAt({ yaw: 0, pitch: 45, zoom: 0 }, 1, 0, 0).v).toBeCloseTo(0.25);
  });

  it("spans the zoom's vertical field of view from the bottom to the top edge of the screen", () => {
    expect(verticalFov(0)).toBe(90);
    expect(verticalFov(100)).toBe(30);
    // 90° tall at zoom 0: the top edge is 45° up, a quarter of the image's height above its middle.
    expect(imagePointAt({ yaw: 0, pitch: 0, zoom: 0 }, 1, 0, 1).v).toBeCloseTo(0.25);
    expect(imagePointAt({ yaw: 0, pitch: 0, zoom: 100 }, 1, 0, 1).v).toBeCloseTo(0.5 - 15 / 180);
  });

  it('widens the view with the screen, keeping the vertical field of view', () => {
    const narrow = imagePointAt({ yaw: 0, pitch: 0, zoom: 0 }, 1, 1, 0).u;
    const wide = imagePointAt({ yaw: 0, pitch: 0, zoom: 0 }, 2, 1, 0).u;
    expect(narrow).toBeCloseTo(0.625);
    expect(wide).toBeGreaterThan(narrow);
  });

  it('keeps the horizon level when looking up and to the side', () => {
    const view = { yaw: 30, pitch: 20, zoom: 0 };
    const left = imagePointAt(view, 1.5, -0.5, 0);
    const right = imagePointAt(view, 1.5, 0.5, 0);
    expect(left.v).toBeCloseTo(right.v);
    expect(left.u).toBeLessThan(right.u);
  });
});
