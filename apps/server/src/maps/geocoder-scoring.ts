import type { LngLat } from './path-network.ts';

/** Levenshtein distance: the typos between a typed word and a name's word. */
function edits(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** How well one typed word matches a result word: 1 exact, a little less begun (autocomplete), less per typo. */
function wordQuality(typed: string, term: string, autocomplete: boolean): number {
  if (typed === term) return 1;
  if (autocomplete && term.startsWith(typed)) return 0.9 + (0.1 * typed.length) / term.length;
  const compared = autocomplete ? term.slice(0, Math.max(typed.length, 1)) : term;
  return Math.max(0, 1 - edits(typed, compared) / Math.max(typed.length, compared.length));
}

/**
 * Mapbox's `relevance`: the mean, over the query's words, of how well each matched its best
 * word of the result (terms: the result words the search matched). A real score, so a query
 * with typos scores below one typed right, whatever else was found.
 */
export function matchQuality(query: string, terms: readonly string[], autocomplete: boolean): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || terms.length === 0) return 0;
  const total = words.reduce(
    (sum, word) =>
      sum + Math.max(...terms.map((term) => wordQuality(word, term, autocomplete && word === words.at(-1)))),
    0,
  );
  return Math.round((total / words.length) * 1000) / 1000;
}

/** The nearest point of a line to a point, in a flat local projection (campus distances). */
export function nearestOnLine(line: readonly LngLat[], at: LngLat): LngLat {
  const kx = Math.cos((at[1] * Math.PI) / 180);
  let best: LngLat = line[0] ?? at;
  let bestGap = Infinity;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1] as LngLat;
    const b = line[i] as LngLat;
    const [ex, ey] = [(b[0] - a[0]) * kx, b[1] - a[1]];
    const [px, py] = [(at[0] - a[0]) * kx, at[1] - a[1]];
    const squared = ex * ex + ey * ey;
    const along = squared === 0 ? 0 : Math.max(0, Math.min(1, (px * ex + py * ey) / squared));
    const gap = Math.hypot(px - along * ex, py - along * ey);
    if (gap < bestGap) [best, bestGap] = [[a[0] + (b[0] - a[0]) * along, a[1] + (b[1] - a[1]) * along], gap];
  }
  return best;
}
