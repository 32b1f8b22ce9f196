// Language matching (spec section 3, Language), one implementation for the server and the web app.
// Every value here may come from a visitor (?lng=, Accept-Language, a form field): lookups go
// through a Map, never a plain object, so `constructor` or `__proto__` is just an unknown code.

/** Chinese region variants the spec maps onto script subtags. */
const chineseVariants: ReadonlyMap<string, string> = new Map([
  ['zh-hk', 'zh-hant'],
  ['zh-tw', 'zh-hant'],
  ['zh-mo', 'zh-hant'],
  ['zh-cn', 'zh-hans'],
  ['zh-sg', 'zh-hans'],
]);

export const FALLBACK_LANGUAGE = 'en';

/** Lower-cases, turns `_` into `-` and maps Chinese region variants to script variants. */
export function normaliseLanguage(code: string): string {
  const lower = code.trim().toLowerCase().replaceAll('_', '-');
  return chineseVariants.get(lower) ?? lower;
}

function baseOf(normalised: string): string {
  return normalised.split('-')[0] ?? normalised;
}

/** A value with its weight from an HTTP list header (`Accept-Language`, `Accept-Encoding`). */
export interface WeightedValue {
  value: string;
  q: number;
}

const qParameter = /^\s*q\s*=/i;
const qValue = /^\s*q\s*=\s*([01](?:\.[0-9]{0,3})?)\s*$/i;

/**
 * `a;q=0.5, b, c;q=0` → every entry with its weight (RFC 9110 section 12.4.2), values trimmed
 * and lower-cased, in header order. An entry whose q-value is not a number between 0 and 1
 * is dropped: it cannot be ranked.
 */
export function parseQualityList(header: string | undefined): WeightedValue[] {
  if (!header) return [];
  const entries: WeightedValue[] = [];
  for (const part of header.split(',')) {
    const [rawValue = '', ...params] = part.split(';');
    const value = rawValue.trim().toLowerCase();
    if (value === '') continue;
    let q = 1;
    for (const param of params) {
      if (!qParameter.test(param)) continue;
      const match = qValue.exec(param);
      q = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    }
    if (Number.isFinite(q) && q >= 0 && q <= 1) entries.push({ value, q });
  }
  return entries;
}

const languageRange = /^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/;

/** `fr-CA,fr;q=0.8,en;q=0.5` → language ranges by preference (q=0 dropped, ties keep header order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  return parseQualityList(header)
    .map((entry, index) => ({ ...entry, index }))
    .filter((entry) => entry.q > 0 && languageRange.test(entry.value))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.value);
}

/**
 * The offered language that best answers the wanted ones, taking each wanted tag in turn:
 * its exact code (after the Chinese mapping, any case), else an offered code with the same
 * base language (`fr` and `fr-FR` reach `fr-ca`, `fr-CA` reaches `fr`); `*` takes the first
 * offered. Returns the offered code as written, or null when nothing fits.
 */
export function matchLanguage(wanted: readonly string[], offered: readonly string[]): string | null {
  const byNormalised = new Map(offered.map((code) => [normaliseLanguage(code), code]));
  for (const tag of wanted) {
    if (tag.trim() === '*') return offered[0] ?? null;
    const normalised = normaliseLanguage(tag);
    const exact = byNormalised.get(normalised);
    if (exact !== undefined) return exact;
    const base = baseOf(normalised);
    for (const [code, original] of byNormalised) {
      if (baseOf(code) === base) return original;
    }
  }
  return null;
}

/** The matched language, else the tenant default when it is offered, else the first offered, else en. */
export function pickLanguage(
  wanted: readonly string[],
  offered: readonly string[],
  tenantDefault: string | null,
): string {
  return (
    matchLanguage(wanted, offered) ??
    (tenantDefault === null ? null : matchLanguage([tenantDefault], offered)) ??
    offered[0] ??
    FALLBACK_LANGUAGE
  );
}
