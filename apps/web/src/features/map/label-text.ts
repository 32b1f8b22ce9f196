// How wide a building's name is in ems, and the ways to break it into lines, for placing it
// (building-labels.ts). The widths are an estimate that errs wide, per kind of letter, of the app's
// bundled Mulish and Noto Sans Arabic as MapLibre draws them (it measures each glyph with the
// browser's canvas): deterministic, so the placement is the same in every browser and in tests,
// and needing no font to have loaded.

/**
 * Widths in ems, each at least its class's widest letter as Chromium's canvas measures them (Mulish
 * at weight 400: g 0.603, m 0.878, W 1.112, O 0.772; Noto Sans Arabic about 0.5–0.68 a letter, whole
 * words, so 0.75 to allow for a glyph drawn on its own).
 */
const WIDTHS: readonly [RegExp, number][] = [
  [/[\s]/u, 0.27],
  [/[iIjl.,:;'’!|]/u, 0.3],
  [/[frt()[\]\-/]/u, 0.44],
  [/[W]/u, 1.13],
  [/[mwM@%]/u, 0.98],
  [/[A-Z&]/u, 0.78],
  [/[a-z0-9]/u, 0.61],
  [/[\p{Script=Arabic}]/u, 0.75],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u, 1.02],
];
const OTHER = 0.8;

export function textWidthEms(text: string): number {
  let width = 0;
  for (const letter of text) width += WIDTHS.find(([pattern]) => pattern.test(letter))?.[1] ?? OTHER;
  return width;
}

export interface TextLayout {
  /** The name with its line breaks ("\n"). */
  text: string;
  lines: number;
  /** The widest line, in ems. */
  width: number;
}

/** Every way to cut `words` into `count` non-empty lines, each as its lines' word counts. */
function* cuts(words: number, count: number): Generator<number[]> {
  if (count === 1) {
    yield [words];
    return;
  }
  for (let first = 1; first <= words - count + 1; first += 1) {
    for (const rest of cuts(words - first, count - 1)) yield [first, ...rest];
  }
}

/**
 * The name on one, two and three lines (as many as it has words), each cut where its widest line
 * is narrowest.
 */
export function textLayouts(title: string, measure: (text: string) => number = textWidthEms): TextLayout[] {
  const words = title.trim().split(/\s+/u).filter(Boolean);
  const layouts: TextLayout[] = [];
  for (let count = 1; count <= Math.min(3, words.length); count += 1) {
    let best: TextLayout | null = null;
    for (const cut of cuts(words.length, count)) {
      let start = 0;
      const lines = cut.map((size) => {
        const line = words.slice(start, start + size).join(' ');
        start += size;
        return line;
      });
      const width = Math.max(...lines.map(measure));
      if (!best || width < best.width) best = { text: lines.join('\n'), lines: count, width };
    }
    if (best) layouts.push(best);
  }
  return layouts;
}
