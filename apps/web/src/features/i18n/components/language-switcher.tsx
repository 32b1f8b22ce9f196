// The header's language choice (spec section 4), in the design system's popover rather than the
// browser's own select: a button that says "Language" and the current language by its own name, and
// a list of the tenant's languages (language-menu.tsx). Choosing the current language does nothing;
// a change refetches content (query keys include the language) and the tour. Escape or a press
// outside closes the list, focus back on the button; the list opens under the button's end edge,
// which is the left in a right-to-left page.
import ChevronDown from 'lucide-react/icons/chevron-down';
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../../components/popover.tsx';
import { normaliseLanguage } from '../../../lib/language-codes.ts';
import { useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { LanguageOptions } from './language-menu.tsx';
import './language-menu.css';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages } = useTenant();
  const { language } = useContentScope();
  if (languages.length < 2) return null;
  const current = languages.find((entry) => normaliseLanguage(entry.language) === language);
  return (
    <Popover
      label={t('shell.language')}
      side="bottom"
      align="end"
      className="language-switcher"
      trigger={(props) => (
        <button {...props} type="button" className="language-switcher__button">
          <Languages aria-hidden="true" focusable="false" size={20} />
          {/* On phones the word gives way to the icon (still part of the name); the header must fit 320 px. */}
          <span className="language-switcher__word">{t('shell.language')}</span>
          <span className="language-switcher__current" lang={language}>
            {current ? current.name_local || current.name : language}
          </span>
          <ChevronDown className="language-switcher__chevron" aria-hidden="true" focusable="false" size={16} />
        </button>
      )}
    >
      {(close) => <LanguageOptions close={close} />}
    </Popover>
  );
}
