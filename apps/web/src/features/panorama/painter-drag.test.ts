// @vitest-environment node
// A drag on the first frame before the engine has come turns the view as the engine would (issue 35).
import { describe, expect, it } from 'vitest';
import { draggedView } from './painter-drag.ts';
import { verticalFov } from './view-direction.ts';

const [width, height] = [1280, 720];
const start = { yaw: 10, pitch: 0, zoom: 50 };
const hFov = (2 * Math.atan(Math.tan((verticalFov(50) * Math.PI) / 360) * (width / height)) * 180) / Math.PI;

describe('a drag on the painted first frame', () => {
  it('turns the view by the horizontal field of view for a drag across the whole width, the image following the pointer', () => {
    // Dragged to the left: the picture moves left, so the view turns right (yaw grows).
    expect(draggedView(start, -width, 0, width, height).yaw).toBeCloseTo(10 + hFov, 6);
    expect(draggedView(start, width / 4, 0, width, height).yaw).toBeCloseTo(10 - hFov / 4, 6);
  });

  it('looks up when dragged down, by the vertical field of view for the whole height, and never past straight up or down', () => {
    expect(draggedView(start, 0, height / 2, width, height).pitch).toBeCloseTo(verticalFov(50) / 2, 6);
    expect(draggedView(start, 0, 10 * height, width, height).pitch).toBe(90);
    expect(draggedView(start, 0, -10 * height, width, height).pitch).toBe(-90);
  });

  it('keeps the yaw between -180° and 180° and the zoom as it was', () => {
    const turned = draggedView({ yaw: 170, pitch: 0, zoom: 50 }, -width, 0, width, height);
    expect(turned.yaw).toBeCloseTo(170 + hFov - 360, 6);
    expect(turned.zoom).toBe(50);
  });
});
