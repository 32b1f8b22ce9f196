import { buildInteriorLayout, wallPoint } from '../panorama/interior-layout.ts';
import {
  DOOR_MID_HEIGHT,
  EYE_HEIGHT,
  OUTDOOR_EXIT_DISTANCE,
  panoramaParams,
  type PanoramaParams,
} from '../panorama/panorama-params.ts';

/** A text in every language of the tenant. */
export type Tr = Record<string, string>;

export interface PanoramaSceneSpec {
  key: string;
  type: 'panorama';
  kind: 'outdoor' | 'interior';
  style: PanoramaParams['style'];
  time?: PanoramaParams['time'];
  seed: number;
  title: Tr;
  description: Tr;
  alt: Tr;
  location: [number, number];
  guideAudio?: { file: string; title: Tr; duration: number };
}

export interface GallerySceneSpec {
  key: string;
  type: 'gallery';
  style: 'abstract' | 'landscape' | 'building' | 'ship';
  seed: number;
  title: Tr;
  description: Tr;
  location: [number, number];
  images: { title: Tr; alt: Tr; caption: Tr }[];
}

export interface EmbedSceneSpec {
  key: string;
  type: 'embed';
  url: string;
  title: Tr;
  description: Tr;
  location: [number, number];
}

export type SceneSpec = PanoramaSceneSpec | GallerySceneSpec | EmbedSceneSpec;

const DEG = 180 / Math.PI;

function normaliseYaw(yaw: number): number {
  return Math.round(((((yaw + 180) % 360) + 360) % 360) - 180);
}

/** Which scenes each 360 scene links to: neighbours in every tour, both ways. */
export function linksFromTours(
  scenes: readonly SceneSpec[],
  tours: readonly { scenes: string[] }[],
): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const panoramas = new Set(scenes.filter((scene) => scene.type === 'panorama').map((scene) => scene.key));
  const add = (from: string, to: string): void => {
    if (!panoramas.has(from) || from === to) return;
    const list = links.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    links.set(from, list);
  };
  for (const tour of tours) {
    tour.scenes.forEach((key, index) => {
      const next = tour.scenes[index + 1];
      if (next === undefined) return;
      add(key, next);
      add(next, key);
    });
  }
  return links;
}

export interface PlacedExit {
  target: string;
  yaw: number;
  pitch: number;
}

/**
 * Chooses the exits of a panorama (one per linked scene, spread around the view) and where
 * their hotspots go: the generator draws a door at each exit yaw, and the hotspot is aimed at
 * the middle of that door, so what the visitor clicks is what they see.
 */
export function placeExits(
  spec: PanoramaSceneSpec,
  targets: readonly string[],
): { params: PanoramaParams; exits: PlacedExit[] } {
  const base = (spec.seed * 47) % 360;
  const yaws = targets.map((_, index) =>
    normaliseYaw(base + (index * 360) / Math.max(1, targets.length) + ((spec.seed * 13 + index * 29) % 21) - 10),
  );
  const paths = spec.kind === 'outdoor' ? [normaliseYaw(base + 180 / Math.max(1, targets.length))] : [];
  const params = panoramaParams.parse({
    kind: spec.kind,
    seed: spec.seed,
    style: spec.style,
    time: spec.time ?? 'noon',
    exits: yaws,
    paths: targets.length === 1 ? paths : [],
  });
  if (spec.kind === 'outdoor') {
    const pitch = Math.round(Math.atan2(DOOR_MID_HEIGHT - EYE_HEIGHT, OUTDOOR_EXIT_DISTANCE) * DEG * 10) / 10;
    return { params, exits: targets.map((target, index) => ({ target, yaw: yaws[index] ?? 0, pitch })) };
  }
  const layout = buildInteriorLayout(params);
  const exits = targets.map((target, index) => {
    const door = layout.doors[index];
    const { wall } = wallPoint(layout, yaws[index] ?? 0);
    const u = door?.u ?? 0;
    const [x, z] =
      wall === 0 ? [u, layout.minZ] : wall === 1 ? [layout.maxX, u] : wall === 2 ? [u, layout.maxZ] : [layout.minX, u];
    const yaw = normaliseYaw(Math.atan2(x, -z) * DEG);
    const pitch = Math.round(Math.atan2(DOOR_MID_HEIGHT - EYE_HEIGHT, Math.hypot(x, z)) * DEG * 10) / 10;
    return { target, yaw, pitch };
  });
  return { params, exits };
}
