import { formFieldType } from '@meridian/contracts';
import { z } from 'zod';
import { hexColor, key, linkUrl, mediaPath, type SharedSchemas } from './shared-schemas.ts';

/** Calls to action, the forms they show, and the brand (which lists them). */
export function ctaSchemas({ text, optionalText, linkText, image, link, block }: SharedSchemas) {
  const ctaBase = {
    key,
    live: z.boolean().default(true),
    name: text,
    title: optionalText,
    /** -1 on entry, 0 after the splash, n > 0 after n scenes, null a button CTA. */
    timing: z.number().int().min(-1).nullable(),
    end_of_tour: z.boolean().default(false),
    gate_entry: z.boolean().default(false),
    set_cookie_to_prevent_redisplay: z.boolean().default(false),
  };
  const cta = z.discriminatedUnion('action', [
    z.strictObject({
      ...ctaBase,
      action: z.literal('notice'),
      image: image.nullable().default(null),
      blocks: z.array(block).default([]),
      fixed_button: link.nullable().default(null),
    }),
    z.strictObject({ ...ctaBase, action: z.literal('form'), form: key }),
    z.strictObject({ ...ctaBase, action: z.literal('external_link'), text, url: linkText }),
  ]);

  const formField = z.strictObject({
    /** Becomes the field's clean_name (the submission key). */
    key: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and _ (a clean_name)'),
    label: text,
    /** The contract's field types: a pack can use exactly what the web app renders. */
    type: formFieldType,
    required: z.boolean().default(false),
    /** radio, dropdown, checkboxes: the choices (no commas inside a choice). */
    choices: z.array(text).default([]),
    /** checkboxes: a list of choices; checkbox: "on" or ""; others: a string. */
    default: z.union([text, z.array(text)]).default(''),
    help_text: optionalText,
  });
  const form = z.strictObject({
    key,
    name: text,
    title: text,
    paragraph: optionalText,
    image: image.nullable().default(null),
    /** true: shown in an iframe from `/hosted-forms/<form id>/`, which posts the message `success`. */
    hosted: z.boolean().default(false),
    submit_button_text: text.default('Submit'),
    success_message: text,
    error_message: text,
    post_redirect_page: linkUrl('navigation').nullable().default(null),
    fields: z.array(formField).min(1, 'a form needs at least one field'),
  });

  const brand = z.strictObject({
    name: text,
    title: text,
    home_url: linkUrl('plain').nullable().default(null),
    primary_color: hexColor.nullable().default(null),
    logo: mediaPath.nullable().default(null),
    explore_tours: z.boolean().default(true),
    personalization: z.boolean().default(false),
    introduction: z.array(block).default([]),
    image: image.nullable().default(null),
    image_small: image.nullable().default(null),
    search_description: optionalText,
    tour_guide: image.nullable().default(null),
    tour_guide_name: optionalText,
    ga_cross_domains: z.array(z.string()).default([]),
    policy_links: z.array(link).default([]),
    cookies_notice: z
      .array(z.strictObject({ paragraph: text, dismiss_text: text, cookie_name: z.string() }))
      .default([]),
    panorama_tutorial: z.boolean().default(true),
    tour_menu_tutorial: z.boolean().default(true),
    mobile_guide_card_tutorial: z.boolean().default(true),
    finished_tour: z.boolean().default(true),
    maps: z.boolean().default(true),
    guide_audio: z.boolean().default(false),
    open_to_splash: z.boolean().default(true),
    unit_system: z.enum(['metric', 'imperial']).default('metric'),
    gallery_size: z.enum(['docked', 'full']).default('docked'),
    gallery_theme: z.enum(['light', 'dark']).default('light'),
    google_analytics: z.string().nullable().default(null),
    client_google_analytics: z.string().nullable().default(null),
    ga4_measurement_id: z.string().nullable().default(null),
    client_ga4_measurement_id: z.string().nullable().default(null),
    google_tag_manager: z.string().nullable().default(null),
  });

  return { cta, form, brand };
}
