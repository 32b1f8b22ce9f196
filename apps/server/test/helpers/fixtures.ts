import type { Brand, Category, Cta, Label, PlacePage, Scene, Tour, TourGroupPage, TourStop } from '@meridian/contracts';

const meta = (type: string, slug: string, live = true) => ({ type, slug, live, search_description: `About ${slug}` });

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: 1,
    name: 'Northfield University',
    title: 'Northfield Tours',
    home_url: 'https://northfield.example.org',
    primary_color: { hex_value: '#123456' },
    logo: '/media/northfield/logo.svg',
    explore_tours: true,
    personalization: false,
    languages: ['en'],
    introduction: [{ id: 'intro-1', type: 'paragraph', value: '<p>Welcome</p>' }],
    brand_ctas: [],
    call_to_action: [],
    on_entry_ctas: [],
    image: null,
    image_small: null,
    search_description: 'Virtual tours of Northfield',
    tour_guide: null,
    tour_guide_name: 'Alex',
    ga_cross_domains: [],
    policy_links: [{ text: 'Privacy', url: 'https://northfield.example.org/privacy' }],
    cookies_notice: [],
    panorama_tutorial: true,
    tour_menu_tutorial: true,
    mobile_guide_card_tutorial: true,
    finished_tour: true,
    maps: true,
    maps_settings: {
      style: null,
      basemap: null,
      center: [-79.3832, 43.6532],
      zoom: 16,
      campus_color: '#ccddee',
      buildings_color: '#8899aa',
      places: true,
      search_directory: true,
      outdoor_directions: true,
    },
    guide_audio: true,
    open_to_splash: false,
    unit_system: 'metric',
    gallery_size: 'docked',
    gallery_theme: 'light',
    google_analytics: null,
    client_google_analytics: null,
    ga4_measurement_id: null,
    client_ga4_measurement_id: null,
    google_tag_manager: null,
    ...overrides,
  };
}

const rendition = (size: string) => ({ url: `/media/p/${size}.jpg`, width: 1024, height: 512 });

export function makeScene(id: number, slug: string, title: string, live = true): Scene {
  return {
    id,
    title,
    meta: { ...meta('place.LocationPage', slug, live), type: 'place.LocationPage' },
    get_thumbnail: { url: `/media/thumbs/${slug}.jpg`, width: 320, height: 160 },
    labels: [],
    sub_scenes: [],
    description: `<p>${title}</p>`,
    tags: ['campus'],
    alt_text: title,
    plate_type: 'panorama',
    panorama: {
      jpeg: { low: rendition('low'), medium: rendition('medium'), high: rendition('high') },
      webp: { low: rendition('low'), medium: rendition('medium'), high: rendition('high') },
    },
    initial_rotation: { yaw: 0, pitch: 0, zoom: 50 },
    coordinates: [0, 0, 0],
    north_offset: 0,
    hotspots: [],
    gallery: [],
    embed_url: null,
    guide_audio: null,
    video: null,
    audio: null,
  };
}

export function makeTour(id: number, slug: string, title: string, scenes: Scene[], live = true): Tour {
  return {
    id,
    title,
    slug,
    meta: { ...meta('tour.TourPage', slug, live), type: 'tour.TourPage' },
    description: `<p>${title}</p>`,
    scenes: scenes.map((scene, index) => ({ id: `stop-${index}`, scene: { id: scene.id, slug: scene.meta.slug } })),
    sceneIds: scenes.map((scene) => scene.id),
    is_hidden_from_universal_menu: false,
    splash_color: { hue: 0.544, saturation: 1, lightness: 0.12 },
    thumbnail_portrait: null,
    thumbnail_landscape: null,
    thumbnail_square: null,
    hero_image: null,
    starting_point: scenes[0]?.id ?? null,
    bounding_box: null,
    scenes_points: [],
    guide_audio: null,
    guide_audio_enabled: false,
    self_guided_enabled: false,
    tour_guide: null,
    tour_guide_name: '',
    stops: [],
    video: null,
  };
}

export function makeTourGroup(
  id: number,
  slug: string,
  title: string,
  parent: { id: number; path: string; depth: number } | null,
  tours: number[],
): TourGroupPage {
  return {
    id,
    title,
    slug,
    meta: { ...meta('tour.TourGroupPage', slug), type: 'tour.TourGroupPage' },
    search_description: '',
    depth: parent ? parent.depth + 1 : 1,
    parent: parent?.id ?? null,
    children: [],
    frontend_path: `${parent ? parent.path : '/northfield/home'}/${slug}`,
    tour_count_descendants: tours.length,
    tours,
    image: null,
    bounding_box: null,
    background_video: null,
    videos_text: '',
    videos: [],
    video_auto: false,
  };
}

export function makeNoticeCta(id: number, title: string): Cta {
  return {
    id,
    name: `notice-${id}`,
    title,
    action: 'notice',
    timing: -1,
    end_of_tour: false,
    gate_entry: false,
    set_cookie_to_prevent_redisplay: true,
    content: [
      {
        id: `block-${id}`,
        type: 'notice',
        value: {
          title,
          image: null,
          content: [{ id: 'p', type: 'paragraph', value: '<p>Hello</p>' }],
          fixed_button: null,
        },
      },
    ],
  };
}

export function makeLinkCta(id: number, title: string): Cta {
  return {
    id,
    name: `link-${id}`,
    title,
    action: 'external_link',
    timing: null,
    end_of_tour: false,
    gate_entry: false,
    set_cookie_to_prevent_redisplay: false,
    content: [
      { id: `block-${id}`, type: 'external_link', value: { title, text: 'Apply', url: 'https://apply.example' } },
    ],
  };
}

export function makeLabel(id: number, name: string, sceneIds: number[]): Label {
  return { id, name, depth: 1, children: [{ id: id * 10, name: `${name} child`, locations: sceneIds }] };
}

export function makeTourStop(id: number, tour: number, scene: number, position: number): TourStop {
  return { id, title: `Stop ${position}`, tour, scene, position, description: '', coordinates: [-79.38, 43.65] };
}

export function makeCategory(id: number, slug: string, name: string, placeCount: number): Category {
  return { id, slug, name, icon: 'building', place_count: placeCount };
}

export function makePlacePage(id: number, title: string, htmlPath: string, parent: number | null): PlacePage {
  return {
    id,
    title,
    meta: { ...meta('place.PlacePage', title.toLowerCase()), html_path: htmlPath, show_in_menus: true, parent },
    maps_feature_type: null,
    categories: [],
    content_type: 'place.placepage',
    is_building: false,
    get_image: null,
    coordinates: [-79.38, 43.65],
    body: '<p>Place</p>',
    address: '1 Campus Road',
  };
}

const square = (x: number, y: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [x, y],
      [x + 0.001, y],
      [x + 0.001, y + 0.001],
      [x, y],
    ],
  ],
});

export function makeCampusOutline(id: number, name: string) {
  return { type: 'Feature' as const, id, geometry: square(-79.39, 43.65), properties: { id, name } };
}

export function makeBuilding(id: number, name: string, pageId: number | null) {
  return {
    type: 'Feature' as const,
    id,
    geometry: square(-79.385, 43.652),
    properties: { id, name, page_id: pageId, levels: 3 },
  };
}

export function makePlacePoint(id: number, title: string, polygonId: number | null, category: Category | null) {
  return {
    type: 'Feature' as const,
    id,
    geometry: { type: 'Point' as const, coordinates: [-79.3845, 43.6525] },
    properties: {
      id,
      title,
      page_id: null,
      polygon_id: polygonId,
      maps_feature_type: category
        ? { id: category.id, name: category.name, slug: category.slug, icon: category.icon }
        : null,
      category_ids: category ? [category.id] : [],
      page: null,
      thumbnail: null,
      is_building: false,
    },
  };
}

export function makeOsmBuilding(id: number, name: string | null) {
  return { type: 'Feature' as const, id, geometry: square(-79.4, 43.66), properties: { id, name } };
}
