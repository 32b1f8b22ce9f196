// The mixed adapter's own rule over PSV's tiles adapter: tile materials a sharper tile replaced are
// freed with their sphere. three.js geometry and materials are plain objects: no WebGL needed here.
import { events, type PanoData, type Viewer } from '@photo-sphere-viewer/core';
import { MeshBasicMaterial, Texture, type Object3D } from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MixedAdapter } from './mixed-adapter.ts';

const panoData: PanoData & { baseData: null } = {
  isEquirectangular: true,
  fullWidth: 4096,
  fullHeight: 2048,
  croppedWidth: 4096,
  croppedHeight: 2048,
  croppedX: 0,
  croppedY: 0,
  poseHeading: 0,
  posePitch: 0,
  poseRoll: 0,
  baseData: null,
};

function fakeViewer(): Viewer {
  return {
    config: { panorama: { levels: [], tileUrl: () => null } },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    needsUpdate: () => undefined,
  } as unknown as Viewer;
}

interface Internals {
  __swapMaterial(tile: unknown, material: MeshBasicMaterial, isError: boolean): void;
}

/** A tile covering the sphere's first 8 × 8 faces at `level`. */
const tile = (level: number) => ({ col: 0, row: 0, config: { level, facesByCol: 8, facesByRow: 8 } });

function tileMaterial(): { material: MeshBasicMaterial; disposed: () => boolean } {
  const material = new MeshBasicMaterial({ map: new Texture() });
  const materialDisposed = vi.spyOn(material, 'dispose');
  const mapDisposed = vi.spyOn(material.map as Texture, 'dispose');
  return { material, disposed: () => materialDisposed.mock.calls.length > 0 && mapDisposed.mock.calls.length > 0 };
}

describe('mixed adapter', () => {
  beforeEach(() => {
    // The tiles adapter refreshes its view on a timer once a sphere is in: not wanted without a viewer.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frees a tile material that a sharper tile replaced when its sphere goes', () => {
    const adapter = new MixedAdapter(fakeViewer(), { plain: {}, tiles: {} });
    const group: Object3D = adapter.createMesh(panoData);
    adapter.setTexture(group, { panorama: fakeViewer().config.panorama as never, texture: null, panoData }, false);
    const internals = adapter as unknown as { tiles: Internals };
    const blurry = tileMaterial();
    const sharp = tileMaterial();
    internals.tiles.__swapMaterial(tile(0), blurry.material, false);
    // The sharper tile covers the same faces: the blurry material is on the sphere no more.
    internals.tiles.__swapMaterial(tile(1), sharp.material, false);
    adapter.disposeMesh(group);
    expect(sharp.disposed()).toBe(true);
    expect(blurry.disposed()).toBe(true);
  });

  it('asks for the tiles of the view once, after a new scene has set both its zoom and its direction', async () => {
    const viewer = fakeViewer();
    const adapter = new MixedAdapter(viewer, { plain: {}, tiles: {} });
    const group: Object3D = adapter.createMesh(panoData);
    (viewer as unknown as { renderer: { mesh: Object3D } }).renderer = { mesh: group };
    const refresh = vi.fn();
    (adapter as unknown as { tilesInternals: { __refresh: () => void } }).tilesInternals.__refresh = refresh;
    // PSV's setPanorama: zoom, then direction, in one task.
    adapter.handleEvent(new Event(events.ZoomUpdatedEvent.type));
    adapter.handleEvent(new Event(events.PositionUpdatedEvent.type));
    expect(refresh).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
