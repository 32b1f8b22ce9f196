import type { Brand, Cta, FormCtaValue } from '@meridian/contracts';
import { directionsApiUrl, type PackCta, type PackForm } from '../pack-schema.ts';
import { blocksOf, fittedImage, type BuildContext, type DocumentDraft } from './build-context.ts';

export function formValueOf(ctx: BuildContext, form: PackForm): FormCtaValue {
  const id = ctx.id('form', form.key);
  return {
    form_id: id,
    form_reference: form.key,
    form_action: `/api/v2/forms/${id}`,
    // Filled per visitor by the server (CSRF cookie); never stored.
    csrf: '',
    name: ctx.t(form.name),
    title: ctx.t(form.title),
    paragraph: ctx.t(form.paragraph),
    image: fittedImage(ctx, form.image, 'medium'),
    iframe_url: form.hosted ? `/hosted-forms/${id}/` : null,
    submit_button_text: ctx.t(form.submit_button_text),
    success_message: ctx.t(form.success_message),
    error_message: ctx.t(form.error_message),
    post_redirect_page: form.post_redirect_page,
    fields: form.fields.map((field) => {
      const label = ctx.t(field.label);
      const defaults = Array.isArray(field.default) ? field.default.map(ctx.t) : [ctx.t(field.default)];
      return {
        id: ctx.id('form', `${form.key}/field/${field.key}`),
        clean_name: field.key,
        name: field.key,
        title: label,
        label,
        field_type: field.type,
        choices: field.choices.map(ctx.t).join(','),
        default_value: defaults.join(','),
        required: field.required,
        help_text: ctx.t(field.help_text),
      };
    }),
  };
}

export function buildForms(ctx: BuildContext): DocumentDraft[] {
  return ctx.pack.forms.map((form, position) => {
    const body = formValueOf(ctx, form);
    return { kind: 'form', id: body.form_id, slug: form.key, parent_id: null, position, live: true, body };
  });
}

function ctaOf(ctx: BuildContext, cta: PackCta): Cta {
  const id = ctx.id('cta', cta.key);
  const base = {
    id,
    name: ctx.t(cta.name),
    title: ctx.t(cta.title),
    timing: cta.timing,
    end_of_tour: cta.end_of_tour,
    gate_entry: cta.gate_entry,
    set_cookie_to_prevent_redisplay: cta.set_cookie_to_prevent_redisplay,
  };
  const blockId = `cta-${id}`;
  switch (cta.action) {
    case 'notice':
      return {
        ...base,
        action: 'notice',
        content: [
          {
            id: blockId,
            type: 'notice',
            value: {
              title: base.title || base.name,
              image: fittedImage(ctx, cta.image, 'medium'),
              content: blocksOf(ctx, cta.blocks, blockId),
              fixed_button: cta.fixed_button && {
                text: ctx.t(cta.fixed_button.text),
                url: ctx.t(cta.fixed_button.url),
              },
            },
          },
        ],
      };
    case 'form': {
      const form = ctx.pack.forms.find((f) => f.key === cta.form);
      if (!form) throw new Error(`CTA ${cta.key}: unknown form ${cta.form}`); // validation rules this out
      return { ...base, action: 'form', content: [{ id: blockId, type: 'form', value: formValueOf(ctx, form) }] };
    }
    case 'external_link':
      return {
        ...base,
        action: 'external_link',
        content: [
          {
            id: blockId,
            type: 'external_link',
            value: { title: base.title || base.name, text: ctx.t(cta.text), url: ctx.t(cta.url) },
          },
        ],
      };
  }
}

export function buildCtas(ctx: BuildContext): { drafts: DocumentDraft[]; live: Cta[] } {
  const drafts: DocumentDraft[] = [];
  const live: Cta[] = [];
  ctx.pack.ctas.forEach((cta, position) => {
    const body = ctaOf(ctx, cta);
    drafts.push({ kind: 'cta', id: body.id, slug: cta.key, parent_id: null, position, live: cta.live, body });
    if (cta.live) live.push(body);
  });
  return { drafts, live };
}

/**
 * The map settings clients see: the basemap as the URL of its copy under the tenant's media (same
 * origin, byte ranges); `style_origins` is the server's CSP business only.
 */
function mapsSettingsOf(ctx: BuildContext): Brand['maps_settings'] {
  const settings = ctx.pack.tenant.maps_settings;
  if (!settings) return null;
  const { style_origins: _origins, basemap, directions_api: directions, ...rest } = settings;
  return {
    ...rest,
    basemap: basemap === null ? null : ctx.media.file(basemap),
    directions_api: directions && {
      kind: directions.kind,
      url: directionsApiUrl(directions),
      access_token: directions.access_token ?? null,
    },
  };
}

/** The brand; its CTA lists hold only live CTAs (drafts are reachable by preview only). */
export function buildBrand(ctx: BuildContext, liveCtas: Cta[]): DocumentDraft {
  const brand = ctx.pack.brand;
  const id = ctx.id('brand', 'brand');
  const languages = ctx.pack.tenant.languages;
  const logo = brand.logo === null ? null : ctx.media.fit(brand.logo, 'logo');
  const body: Brand = {
    id,
    name: ctx.t(brand.name),
    title: ctx.t(brand.title),
    home_url: brand.home_url,
    primary_color: brand.primary_color === null ? null : { hex_value: brand.primary_color },
    logo: logo?.url ?? null,
    logo_size: logo && { width: logo.width, height: logo.height },
    explore_tours: brand.explore_tours,
    personalization: brand.personalization,
    languages: [...languages.filter((l) => l.default), ...languages.filter((l) => !l.default)].map((l) => l.language),
    introduction: blocksOf(ctx, brand.introduction, `brand-${id}`),
    brand_ctas: liveCtas,
    call_to_action: liveCtas.filter((c) => c.end_of_tour),
    on_entry_ctas: liveCtas.filter((c) => c.timing === -1),
    image: fittedImage(ctx, brand.image, 'hero'),
    image_small: brand.image_small && {
      ...ctx.media.cover(brand.image_small.image, 'small', brand.image_small.background_position),
      alt: ctx.t(brand.image_small.alt),
      background_position: brand.image_small.background_position,
    },
    search_description: ctx.t(brand.search_description),
    tour_guide: fittedImage(ctx, brand.tour_guide, 'logo'),
    tour_guide_name: ctx.t(brand.tour_guide_name),
    ga_cross_domains: brand.ga_cross_domains,
    policy_links: brand.policy_links.map((link) => ({ text: ctx.t(link.text), url: ctx.t(link.url) })),
    cookies_notice: brand.cookies_notice.map((n) => ({
      paragraph: ctx.t(n.paragraph),
      dismiss_text: ctx.t(n.dismiss_text),
      cookie_name: n.cookie_name,
    })),
    panorama_tutorial: brand.panorama_tutorial,
    tour_menu_tutorial: brand.tour_menu_tutorial,
    mobile_guide_card_tutorial: brand.mobile_guide_card_tutorial,
    finished_tour: brand.finished_tour,
    maps: brand.maps,
    maps_settings: mapsSettingsOf(ctx),
    guide_audio: brand.guide_audio,
    open_to_splash: brand.open_to_splash,
    unit_system: brand.unit_system,
    gallery_size: brand.gallery_size,
    gallery_theme: brand.gallery_theme,
    google_analytics: brand.google_analytics,
    client_google_analytics: brand.client_google_analytics,
    ga4_measurement_id: brand.ga4_measurement_id,
    client_ga4_measurement_id: brand.client_ga4_measurement_id,
    google_tag_manager: brand.google_tag_manager,
  };
  return { kind: 'brand', id, slug: null, parent_id: null, position: 0, live: true, body };
}
