// Spec section 3: the brand used when the server returns none.
import type { Brand } from '@meridian/contracts';

export const DEFAULT_BRAND: Brand = {
  id: -1,
  name: 'unknown',
  title: '',
  home_url: null,
  primary_color: null,
  logo: null,
  explore_tours: false,
  personalization: false,
  languages: [],
  introduction: [],
  brand_ctas: [],
  call_to_action: [],
  on_entry_ctas: [],
  image: null,
  image_small: null,
  search_description: '',
  tour_guide: null,
  tour_guide_name: '',
  ga_cross_domains: [],
  policy_links: [],
  cookies_notice: [],
  panorama_tutorial: true,
  tour_menu_tutorial: true,
  mobile_guide_card_tutorial: true,
  finished_tour: true,
  maps: true,
  maps_settings: null,
  guide_audio: false,
  open_to_splash: false,
  unit_system: 'metric',
  gallery_size: 'docked',
  gallery_theme: 'light',
  google_analytics: null,
  client_google_analytics: null,
  ga4_measurement_id: null,
  client_ga4_measurement_id: null,
  google_tag_manager: null,
};

/**
 * The brand as page titles name it (contracts/home-path.ts, headTitle): the default brand's
 * placeholder name (`unknown`) is no name to show, so a site without a brand is titled by its pages alone.
 */
export function titleBrand<B extends Pick<Brand, 'id' | 'name'>>(brand: B): B {
  return brand.id === DEFAULT_BRAND.id ? { ...brand, name: '' } : brand;
}
