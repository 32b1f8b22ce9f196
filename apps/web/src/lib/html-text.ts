// Plain text of CMS HTML, for places that take text only (meta description, og:description).
// Parsed by an inert document (DOMParser runs no scripts and loads nothing), never by innerHTML.

/** `<p>The heart of <b>campus</b></p>` → `The heart of campus`; whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.body.textContent.replace(/\s+/g, ' ').trim();
}
