// The one interface between the viewer screens and the 360° engine. Screens and tests only see
// this file; the Photo Sphere Viewer implementation (psv-engine.ts) is loaded lazily behind it, so
// three.js is fetched only on scene and tour routes and component tests can use a fake engine.
import type { PanoramaImages } from '@meridian/contracts';

export type PanoramaQuality = 'low' | 'medium' | 'high';
export type ImageFormat = 'webp' | 'jpeg';

/** What the engine needs of a scene to show it. */
export interface PanoramaScene {
  id: number;
  images: PanoramaImages;
  /** Degrees: yaw clockwise from the panorama centre, pitch up; zoom 0..100. */
  initialRotation: { yaw: number; pitch: number; zoom: number };
}

/** A hotspot placed on the sphere (degrees). */
export interface PanoramaMarker {
  id: string;
  yaw: number;
  pitch: number;
  label: string;
  kind: 'link' | 'info';
  viewed: boolean;
}

export interface EngineOptions {
  format: ImageFormat;
  /** Accessible name of the canvas region. */
  label: string;
  /** Keys are handled only while this returns true (focus inside the viewer region or nowhere). */
  keyboardAllowed: () => boolean;
}

export interface EngineEvents {
  /** A rendition of a scene is on screen. */
  shown: { sceneId: number; quality: PanoramaQuality; url: string };
  /** A rendition failed to load; `error` is what the loader threw (HTTP status in its message). */
  error: { sceneId: number; url: string; error: unknown };
  /** The view direction changed (degrees, yaw clockwise from the panorama centre). */
  rotation: { yaw: number; pitch: number };
  /** A marker was clicked or activated on the canvas. */
  select: { markerId: string };
}

export type EngineListener<K extends keyof EngineEvents> = (event: EngineEvents[K]) => void;

export interface PanoramaEngine {
  init: (container: HTMLElement, options: EngineOptions) => void;
  /**
   * Shows a rendition of a scene. A new scene starts at its initial rotation; a sharper rendition
   * of the scene already shown replaces it in place (same view, no loader, no fade). Resolves
   * false when a later call superseded this one.
   */
  setPanorama: (scene: PanoramaScene, quality: PanoramaQuality) => Promise<boolean>;
  setMarkers: (markers: PanoramaMarker[]) => void;
  /** Renames the canvas (its accessible name names the scene on screen). */
  setLabel: (label: string) => void;
  /** Turns the view to a direction (degrees). */
  rotate: (position: { yaw: number; pitch: number }) => void;
  /** Zooms by steps (positive in, negative out). */
  zoomBy: (steps: number) => void;
  /** Downloads images ahead of time into the engine's cache. */
  preload: (urls: string[]) => void;
  /** Device-motion control; resolves false when the device or the visitor refuses. */
  setDeviceMotion: (enabled: boolean) => Promise<boolean>;
  on: <K extends keyof EngineEvents>(event: K, listener: EngineListener<K>) => () => void;
  /** Frees the WebGL context, textures and listeners. */
  destroy: () => void;
}

export type EngineFactory = () => Promise<PanoramaEngine>;

/**
 * Starts downloading the engine's code (Photo Sphere Viewer and three.js, the largest chunk) without
 * creating anything; the route table calls it as soon as a viewer route matches.
 */
export const preloadPanoramaEngine = () => import('./psv-engine.ts');

/** The production engine: Photo Sphere Viewer, loaded on first use. */
export const loadPsvEngine: EngineFactory = async () => {
  const { createPsvEngine } = await preloadPanoramaEngine();
  return createPsvEngine();
};

/** A tiny typed event hub for engine implementations. */
export function createEngineEmitter() {
  const listeners = new Map<keyof EngineEvents, Set<(event: never) => void>>();
  return {
    on: <K extends keyof EngineEvents>(event: K, listener: EngineListener<K>): (() => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit: <K extends keyof EngineEvents>(event: K, payload: EngineEvents[K]): void => {
      for (const listener of listeners.get(event) ?? []) (listener as EngineListener<K>)(payload);
    },
    clear: (): void => {
      listeners.clear();
    },
  };
}
