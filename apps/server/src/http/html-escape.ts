/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The plain text of CMS HTML, for places that take text only (meta description, og:description), as
 * the app's lib/html-text.ts: `<p>The heart of <b>campus</b></p>` → `The heart of campus`. Tags go,
 * the common entities are read once (`&amp;lt;` stays `&lt;`), whitespace is collapsed. The result is
 * text, escaped again wherever it is written.
 */
export function htmlToPlainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return html
    .replace(/<(?:br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
