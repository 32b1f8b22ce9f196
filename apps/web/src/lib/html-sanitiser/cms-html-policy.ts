// What CMS HTML (scene, hotspot and tour descriptions, notice and form paragraphs) keeps, one policy
// for both sanitisers (html-sanitiser.ts). Both already drop everything that runs: scripts, event
// handlers, javascript: URLs, frames. On top of that:
// - elements that would be the page's own (forms and their controls, styles, links, templates) go
//   with their content;
// - presentational wrappers go but keep their text (nothing the tenant wrote is lost);
// - attributes that would reach into the page's own styles or ids (DOM clobbering) go;
// - a link leads to a page, a mail or a call: any other scheme (data:, blob:, file:, an app's)
//   loses its href and the text stays. DOMPurify already drops data: links and the browser's own
//   sanitiser keeps them; this makes both the same.

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

/** The schemes a link may have; a relative link resolves to the page's own and stays. */
const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link's scheme, the page's own for a relative one; '' for an address that cannot be read. */
function schemeOf(href: string): string {
  // Not URL.parse: the DOMPurify path serves browsers older than it (Safari 17).
  try {
    return new URL(href, 'https://relative.invalid/').protocol;
  } catch {
    return '';
  }
}

/** Takes the href off every link under `root` whose scheme is not one of linkSchemes. */
function removeForeignLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll('a[href], area[href]')) {
    if (!linkSchemes.has(schemeOf(link.getAttribute('href') ?? ''))) link.removeAttribute('href');
  }
}

export interface CmsHtmlPolicy {
  removedElements: readonly string[];
  unwrappedElements: readonly string[];
  removedAttributes: readonly string[];
  /** Run on the sanitised content by both sanitisers. */
  removeForeignLinks: (root: ParentNode) => void;
}

export const cmsHtmlPolicy: CmsHtmlPolicy = {
  removedElements,
  unwrappedElements,
  removedAttributes,
  removeForeignLinks,
};
