// CMS HTML as the text a card or a hero shows: markup dropped by the browser's own parser
// (an inert document: nothing runs, nothing loads), so no sanitiser is needed.
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent.trim();
}
