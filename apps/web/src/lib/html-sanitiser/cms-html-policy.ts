// What CMS HTML (scene, hotspot and tour descriptions, notice and form paragraphs) keeps, one policy
// for both sanitisers (html-sanitiser.ts). Both already drop everything that runs: scripts, event
// handlers, javascript: URLs, frames. On top of that:
// - elements that would be the page's own (forms and their controls, styles, links, templates) go
//   with their content;
// - presentational wrappers go but keep their text (nothing the tenant wrote is lost);
// - attributes that would reach into the page's own styles or ids (DOM clobbering) go.

/** Removed together with their content. */
const removedElements = [
  'style',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'dialog',
  'object',
  'embed',
] as const;

/** Removed, their content kept in their place. */
const unwrappedElements = ['font', 'center', 'marquee', 'blink'] as const;

/** Removed from every element. */
const removedAttributes = ['style', 'class', 'id', 'name', 'form', 'autofocus', 'popover'] as const;

export interface CmsHtmlPolicy {
  removedElements: readonly string[];
  unwrappedElements: readonly string[];
  removedAttributes: readonly string[];
}

export const cmsHtmlPolicy: CmsHtmlPolicy = { removedElements, unwrappedElements, removedAttributes };
