// Contract-valid scenes and a tour for the viewer's component tests: a 360 scene with a link
// hotspot, an information hotspot and an unplaced one; a gallery scene; a walkthrough scene.
import type { Scene, SceneSummary, Tour } from '@meridian/contracts';
import { TOUR } from '../../test/fixtures.ts';

const renditions = (name: string, format: 'jpg' | 'webp') => ({
  low: { url: `/media/${name}-low.${format}`, width: 1024, height: 512 },
  medium: { url: `/media/${name}-medium.${format}`, width: 2048, height: 1024 },
  high: { url: `/media/${name}-high.${format}`, width: 4096, height: 2048 },
});

function baseScene(id: number, slug: string, title: string, type: Scene['meta']['type']): Scene {
  return {
    id,
    title,
    meta: { type, slug, live: true, search_description: `${title} description` },
    get_thumbnail: { url: `/media/${slug}-thumb.jpg` },
    labels: [],
    sub_scenes: [],
    description: `About ${title}`,
    tags: [],
    alt_text: `${title} panorama`,
    plate_type: 'panorama',
    panorama: type === 'place.LocationPage' ? { jpeg: renditions(slug, 'jpg'), webp: renditions(slug, 'webp') } : null,
    initial_rotation: { yaw: 30, pitch: -5, zoom: 20 },
    coordinates: [0, 0, 0],
    north_offset: 90,
    hotspots: [],
    gallery: [],
    embed_url: null,
    guide_audio: null,
    video: null,
    audio: null,
  };
}

export const QUAD: Scene = {
  ...baseScene(101, 'quad', 'The quad', 'place.LocationPage'),
  hotspots: [
    {
      id: 1,
      title: 'To the library',
      description: 'Walk to the library',
      x: 1,
      y: 0,
      z: 0,
      parent: 101,
      link_scene: 102,
    },
    { id: 2, title: 'Clock tower', description: 'Built in 1901', x: 0, y: 0.5, z: -1, parent: 101, link_scene: null },
    { id: 3, title: 'Unplaced', description: '', x: 0, y: 0, z: 0, parent: 101, link_scene: null },
  ],
};

export const LIBRARY: Scene = {
  ...baseScene(102, 'library', 'The library', 'place.GalleryPage'),
  gallery: [
    {
      id: 1,
      url: '/media/l1.jpg',
      width: 800,
      height: 600,
      thumbnail: '/media/l1-t.jpg',
      title: 'Reading room',
      alt: 'Long tables under lamps',
      caption: 'The reading room',
    },
    {
      id: 2,
      url: '/media/l2.jpg',
      width: 800,
      height: 600,
      thumbnail: '/media/l2-t.jpg',
      title: 'Stacks',
      alt: 'Rows of shelves',
      caption: 'The stacks',
    },
  ],
};

export const LAB: Scene = {
  ...baseScene(103, 'lab', 'The lab', 'place.LocationPage'),
  hotspots: [{ id: 4, title: 'Back to the quad', description: '', x: -1, y: 0, z: 0, parent: 103, link_scene: 101 }],
};

export const SCENES: Scene[] = [QUAD, LIBRARY, LAB];

export const summaryOf = (scene: Scene): SceneSummary => ({
  id: scene.id,
  title: scene.title,
  meta: scene.meta,
  get_thumbnail: scene.get_thumbnail,
  labels: scene.labels,
  sub_scenes: scene.sub_scenes,
});

/** The shell's tour fixture, given the viewer's scenes, self-guided mode and a tour guide. */
export const VIEWER_TOUR: Tour = {
  ...TOUR,
  scenes: SCENES.map((scene) => ({ id: `s${String(scene.id)}`, scene: { id: scene.id, slug: scene.meta.slug } })),
  sceneIds: SCENES.map((scene) => scene.id),
  self_guided_enabled: true,
  tour_guide: { url: '/media/guide.jpg', alt: 'Sam smiling' },
  tour_guide_name: 'Sam',
};
