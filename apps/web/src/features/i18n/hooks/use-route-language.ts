// /{lang} and /{lang}/{tour}: a first segment that is one of the tenant's languages selects it.
import { useEffect } from 'react';
import { normaliseLanguage } from '../../../lib/language-codes.ts';
import { useChangeLanguage, useTenant } from '../../../lib/tenant-context.tsx';

/** Returns the language when the segment is one the tenant offers, else null. */
export function useRouteLanguage(segment: string | undefined): string | null {
  const { languages } = useTenant();
  const changeLanguage = useChangeLanguage();
  const code = segment ? normaliseLanguage(segment) : null;
  const language = code && languages.some((entry) => normaliseLanguage(entry.language) === code) ? code : null;
  useEffect(() => {
    if (language) changeLanguage(language);
  }, [language, changeLanguage]);
  return language;
}
