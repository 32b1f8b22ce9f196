import { parseAcceptLanguage, pickLanguage } from '@meridian/contracts/language-match';

/** `?language=` wins, then `Accept-Language`, then the tenant default (the shared matching rule). */
export function resolveContentLanguage(
  queryLanguage: string | undefined,
  acceptLanguage: string | undefined,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const wanted = queryLanguage
    ? [queryLanguage, ...parseAcceptLanguage(acceptLanguage)]
    : parseAcceptLanguage(acceptLanguage);
  return pickLanguage(wanted, languages, defaultLanguage);
}
