// Contract-valid API payloads for component tests (a tenant with two languages and one tour).
import type { Brand, Language, Tour, TourGroupPage } from '@meridian/contracts';
import { DEFAULT_BRAND } from '../src/lib/brand/default-brand.ts';

export const LANGUAGES: Language[] = [
  { language: 'en', name: 'English', name_local: 'English', bidi: false },
  { language: 'fr-ca', name: 'French (Canada)', name_local: 'Français', bidi: false },
  { language: 'ar', name: 'Arabic', name_local: 'العربية', bidi: true },
];

export const BRAND: Brand = {
  ...DEFAULT_BRAND,
  id: 7,
  name: 'Northfield',
  title: 'Northfield University',
  primary_color: { hex_value: '#123456' },
  explore_tours: true,
  personalization: false,
};

export const TOUR: Tour = {
  id: 11,
  title: 'Main campus',
  slug: 'main-campus',
  meta: { type: 'tour.TourPage', slug: 'main-campus', live: true, search_description: 'The main campus tour' },
  description: '',
  scenes: [],
  sceneIds: [],
  is_hidden_from_universal_menu: false,
  splash_color: null,
  thumbnail_portrait: null,
  thumbnail_landscape: null,
  thumbnail_square: null,
  hero_image: null,
  starting_point: null,
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

export const GROUP: TourGroupPage = {
  id: 21,
  title: 'Science',
  slug: 'science',
  meta: { type: 'tour.TourGroupPage', slug: 'science', live: true, search_description: '' },
  search_description: '',
  depth: 1,
  parent: null,
  children: [],
  frontend_path: '/northfield/home/science',
  tour_count_descendants: 1,
  tours: [11],
  image: null,
  bounding_box: null,
  background_video: null,
  videos_text: '',
  videos: [],
  video_auto: false,
};

export const list = <T>(items: T[]) => ({ meta: { total_count: items.length }, items });
