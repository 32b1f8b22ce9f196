// A save must be a small, reviewable git diff. The `yaml` package re-serialises a whole document
// (a flow list written over several lines comes back on one, `[a]` may become `[ a ]`), so the new
// text is not its output: it is the file's own text with only the lines the edit changed replaced.
// A three-way merge: base = the serialiser's output for the unedited document, ours = the file as
// written, theirs = the serialiser's output after the edit. Where only the serialiser differs from
// the file, the file's lines stay; where the edit changed something, its lines come in.

/** For each line of `a`, the index of the line of `b` it is matched to by a longest common subsequence, or -1. */
export function matchLines(a: readonly string[], b: readonly string[]): Int32Array {
  const match = new Int32Array(a.length).fill(-1);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) {
    match[start] = start;
    start++;
  }
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
    match[endA] = endB;
  }
  const n = endA - start;
  const m = endB - start;
  // Beyond this the middle is left unmatched: the edit's lines replace it whole (still a valid file).
  if (n === 0 || m === 0 || n * m > 25_000_000) return match;
  // lengths[i][j]: LCS length of a[start+i..endA) and b[start+j..endB), filled from the end.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[start + i] === b[start + j]) {
      match[start + i] = start + j;
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return match;
}

/** A run of lines where `a` and `b` differ: `a[as, ae)` became `b[bs, be)`. */
interface Hunk {
  as: number;
  ae: number;
  bs: number;
  be: number;
}

function hunksOf(match: Int32Array, bLength: number): Hunk[] {
  const hunks: Hunk[] = [];
  let previousA = -1;
  let previousB = -1;
  const close = (a: number, b: number) => {
    if (a > previousA + 1 || b > previousB + 1) hunks.push({ as: previousA + 1, ae: a, bs: previousB + 1, be: b });
  };
  match.forEach((b, a) => {
    if (b < 0) return;
    close(a, b);
    previousA = a;
    previousB = b;
  });
  close(match.length, bLength);
  return hunks;
}

/** Whether two hunks touch the same base lines (two insertions at one place count as touching). */
function overlaps(a: Hunk, b: Hunk): boolean {
  if (a.as === a.ae && b.as === b.ae) return a.as === b.as;
  return b.as < a.ae && a.as < b.ae
    ? true
    : (a.as === a.ae && b.as < a.as && a.as < b.ae) || (b.as === b.ae && a.as < b.as && b.as < a.ae);
}

/**
 * The file's text (`ours`) with the change from `base` to `theirs` applied: lines the edit left
 * alone are the file's own, changed lines are the edited ones (diff3, the edit winning a conflict).
 */
export function mergeEdit(ours: string, base: string, theirs: string): string {
  if (base === theirs) return ours;
  if (base === ours) return theirs;
  const o = ours.split('\n');
  const b = base.split('\n');
  const t = theirs.split('\n');
  const toOurs = matchLines(b, o);
  const toTheirs = matchLines(b, t);
  const edits = hunksOf(toTheirs, t.length).map((hunk) => ({ ...hunk, edit: true }));
  const formats = hunksOf(toOurs, o.length).map((hunk) => ({ ...hunk, edit: false }));
  const all = [...edits, ...formats].sort((x, y) => x.as - y.as || x.ae - y.ae);
  const groups: { as: number; ae: number; hunks: typeof all }[] = [];
  for (const hunk of all) {
    const last = groups.at(-1);
    if (last && last.hunks.some((other) => overlaps(other, hunk))) {
      last.ae = Math.max(last.ae, hunk.ae);
      last.hunks.push(hunk);
    } else {
      groups.push({ as: hunk.as, ae: hunk.ae, hunks: [hunk] });
    }
  }
  // Where base position `i` falls in theirs (between lines): after the matched line before it, or
  // at the end of the edit that ends there.
  const theirsAt = (i: number, side: 'start' | 'end'): number => {
    if (side === 'start') {
      if (i === 0) return 0;
      const matched = toTheirs[i - 1] ?? -1;
      return matched >= 0 ? matched + 1 : (edits.find((hunk) => hunk.ae === i)?.be ?? 0);
    }
    if (i === b.length) return t.length;
    const matched = toTheirs[i] ?? -1;
    return matched >= 0 ? matched : (edits.find((hunk) => hunk.as === i)?.bs ?? t.length);
  };
  const out: string[] = [];
  let cursor = 0;
  const keep = (until: number) => {
    for (; cursor < until; cursor++) out.push(o[toOurs[cursor] ?? -1] ?? b[cursor] ?? '');
  };
  for (const group of groups) {
    keep(group.as);
    const [only] = group.hunks;
    if (group.hunks.length === 1 && only) {
      out.push(...(only.edit ? t : o).slice(only.bs, only.be)); // an edit, or the file's own formatting
    } else {
      const theirsRegion = t.slice(theirsAt(group.as, 'start'), theirsAt(group.ae, 'end'));
      const format = group.hunks.filter((hunk) => !hunk.edit);
      const oursRegion = format.every((hunk) => hunk.ae - hunk.as === hunk.be - hunk.bs);
      // Reformatted line for line only: each edited line the edit kept is written as the file has it.
      if (oursRegion) {
        const baseRegion = b.slice(group.as, group.ae);
        const kept = matchLines(theirsRegion, baseRegion);
        out.push(
          ...theirsRegion.map((line, index) => {
            const at = kept[index] ?? -1;
            return at >= 0 ? (o[toOurs[group.as + at] ?? -1] ?? oursLineOf(format, o, group.as + at) ?? line) : line;
          }),
        );
      } else {
        out.push(...theirsRegion);
      }
    }
    cursor = Math.max(cursor, group.ae);
  }
  keep(b.length);
  return out.join('\n');
}

/** The file's line for base line `i` inside a line-for-line reformatting. */
function oursLineOf(format: Hunk[], o: readonly string[], i: number): string | undefined {
  const hunk = format.find((h) => h.as <= i && i < h.ae);
  return hunk ? o[hunk.bs + (i - hunk.as)] : undefined;
}
