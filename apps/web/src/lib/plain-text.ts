// CMS HTML as the text a card or a hero shows: tags dropped, character references read. Plain string
// work, no parser: the server renders the homepage too (issue 36) and must produce the very text the
// browser's render does. The result is text; React escapes it wherever it is written.
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function character(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<[a-z/!?][^>]*>?/gi, '')
    .replace(
      /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi,
      (match, decimal?: string, hex?: string, name?: string) => {
        if (decimal) return character(Number(decimal));
        if (hex) return character(parseInt(hex, 16));
        return named[(name ?? '').toLowerCase()] ?? match;
      },
    )
    .trim();
}
