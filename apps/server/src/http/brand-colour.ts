// The brand colour as server-rendered pages use it (the site icon, the hosted form): the same
// contrast rule as the web app's tokens, white or near-black, whichever reads more strongly.

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const s = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** `#rgb` / `#rrggbb` as `#rrggbb`, anything else null. */
export function normaliseHex(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  return `#${digits.toLowerCase()}`;
}

export function foregroundFor(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (luminance('#111418') + 0.05);
  return onWhite >= onInk ? '#ffffff' : '#111418';
}
