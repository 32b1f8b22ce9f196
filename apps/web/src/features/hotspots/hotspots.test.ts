import { beforeEach, describe, expect, it } from 'vitest';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { QUAD } from '../../testing/viewer-fixtures.ts';
import { directionToYawPitch, isPlaced, placedHotspots } from './hotspot-geometry.ts';
import { useHotspotStore } from './hotspot-store.ts';

describe('hotspots (spec sections 3 and 4)', () => {
  beforeEach(resetViewerStores);

  it('drops unplaced hotspots at 0.00/0.00/0.00', () => {
    expect(placedHotspots(QUAD.hotspots).map((hotspot) => hotspot.id)).toEqual([1, 2]);
    expect(isPlaced({ x: 0.001, y: -0.004, z: 0 })).toBe(false);
    expect(isPlaced({ x: 0.01, y: 0, z: 0 })).toBe(true);
  });

  it('turns a three.js direction (-z centre, +x right, y up) into yaw and pitch in degrees', () => {
    expect(directionToYawPitch({ x: 0, y: 0, z: -1 })).toEqual({ yaw: 0, pitch: 0 });
    expect(directionToYawPitch({ x: 1, y: 0, z: 0 }).yaw).toBeCloseTo(90);
    expect(directionToYawPitch({ x: -1, y: 0, z: 0 }).yaw).toBeCloseTo(-90);
    expect(directionToYawPitch({ x: 0, y: 0, z: 1 }).yaw).toBeCloseTo(180);
    expect(directionToYawPitch({ x: 0, y: 1, z: -1 }).pitch).toBeCloseTo(45);
  });

  it('remembers viewed hotspots per scene and carries them over a reload', async () => {
    useHotspotStore.getState().markViewed('northfield', 101, 2);
    useHotspotStore.getState().markViewed('northfield', 101, 2);
    useHotspotStore.getState().markViewed('northfield', 103, 4);
    // A reload: a fresh store reads what the last page saved.
    const saved = window.localStorage.getItem('meridian.viewer.hotspots') ?? '';
    useHotspotStore.setState({ viewed: {} });
    window.localStorage.setItem('meridian.viewer.hotspots', saved);
    await useHotspotStore.persist.rehydrate();
    expect(useHotspotStore.getState().viewed).toEqual({ 'northfield:101': [2], 'northfield:103': [4] });
  });
});
