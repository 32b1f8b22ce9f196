// Language switch (spec section 4): choosing the current language does nothing; a change refetches
// content (query keys include the language) and the tour.
import Languages from 'lucide-react/icons/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { normaliseLanguage } from '../../../lib/language-codes.ts';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const { languages } = useTenant();
  const { language } = useContentScope();
  const changeLanguage = useChangeLanguage();
  if (languages.length < 2) return null;
  return (
    <div className="language-switcher">
      {/* On phones the word gives way to the icon (the select keeps its name); the header must fit 320 px. */}
      <label htmlFor={id}>
        <Languages aria-hidden="true" size={20} />
        <span className="language-switcher__word">{t('shell.language')}</span>
      </label>
      <select id={id} value={language} onChange={(event) => changeLanguage(event.target.value)}>
        {languages.map((entry) => {
          const code = normaliseLanguage(entry.language);
          return (
            <option key={code} value={code} lang={code}>
              {entry.name_local || entry.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
