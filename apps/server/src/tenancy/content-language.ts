/** Chinese variants the spec maps onto script subtags (section 3, Language). */
const chineseVariants: Record<string, string> = {
  'zh-hk': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-cn': 'zh-hans',
  'zh-sg': 'zh-hans',
};

export function normalizeLanguageTag(tag: string): string {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  return chineseVariants[lower] ?? lower;
}

/** `fr-CA,fr;q=0.8,en;q=0.5` → tags ordered by preference (q=0 dropped, ties keep header order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (!/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) && tag !== '*') return;
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue;
      // A q-value that is not a number makes the whole entry unusable.
      const match = /^\s*q\s*=\s*([01](\.[0-9]{0,3})?)\s*$/i.exec(param);
      q = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    }
    if (Number.isFinite(q) && q > 0 && q <= 1) entries.push({ tag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/**
 * The tenant language that best answers the wanted tags: exact match (after the
 * Chinese mapping, case-insensitive), then the same primary subtag (`fr-CA` →
 * `fr`, `en` → `en-us`); null when nothing fits.
 */
export function matchLanguage(wanted: readonly string[], available: readonly string[]): string | null {
  const byLower = new Map(available.map((code) => [normalizeLanguageTag(code), code]));
  for (const tag of wanted) {
    if (tag === '*') return available[0] ?? null;
    const normalized = normalizeLanguageTag(tag);
    const exact = byLower.get(normalized);
    if (exact !== undefined) return exact;
    const primary = normalized.split('-')[0];
    for (const [lower, code] of byLower) {
      if (lower.split('-')[0] === primary) return code;
    }
  }
  return null;
}

/** `?language=` wins, then `Accept-Language`, then the tenant default. */
export function resolveContentLanguage(
  queryLanguage: string | undefined,
  acceptLanguage: string | undefined,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  if (queryLanguage) {
    const fromQuery = matchLanguage([queryLanguage], languages);
    if (fromQuery !== null) return fromQuery;
  }
  return matchLanguage(parseAcceptLanguage(acceptLanguage), languages) ?? defaultLanguage;
}
