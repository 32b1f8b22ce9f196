// A focal point as the content system writes it: CSS `background-position` (`50% 40%`, `center top`).
// The importer crops every cover rendition at it (apps/server/src/packs/renditions.ts), the web app
// positions images with it, and the Studio sets it by clicking on the image: one reading for all.

const KEYWORDS: Record<string, number> = { left: 0, top: 0, center: 0.5, centre: 0.5, right: 1, bottom: 1 };

/** `50% 40%` → [0.5, 0.4]; keywords left/center/right/top/bottom; anything else centres. */
export function parsePosition(position: string): [number, number] {
  const parts = position.trim().toLowerCase().split(/\s+/);
  const value = (part: string | undefined): number => {
    if (part === undefined) return 0.5;
    if (part in KEYWORDS) return KEYWORDS[part] ?? 0.5;
    const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(part);
    return percent?.[1] !== undefined ? Math.min(1, Math.max(0, Number(percent[1]) / 100)) : 0.5;
  };
  let [x, y] = [value(parts[0]), value(parts[1])];
  // `top left` and `bottom` name the vertical position first.
  if (parts[0] === 'top' || parts[0] === 'bottom') [x, y] = [value(parts[1]), value(parts[0])];
  return [x, y];
}

/** Fractions 0..1 across and down → `37% 60%` (whole percents: finer than any crop can show). */
export function formatPosition(x: number, y: number): string {
  const percent = (fraction: number) => `${String(Math.round(Math.min(1, Math.max(0, fraction)) * 100))}%`;
  return `${percent(x)} ${percent(y)}`;
}
