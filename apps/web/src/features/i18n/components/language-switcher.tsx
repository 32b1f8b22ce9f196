// The header's language choice (spec section 4), in the design system's popover rather than the
// browser's own select: a button that says "Language" and the current language by its own name, and
// a list of the tenant's languages (language-options.tsx, shared with the viewer's menu). Choosing
// the current language does nothing; a change refetches content (query keys include the language)
// and the tour. The list's code loads when the button is first pressed (every page shows the button,
// few visitors open it: the homepage's script budget has no room for it).
import ChevronDown from 'lucide-react/icons/chevron-down';
import Languages from 'lucide-react/icons/languages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../lib/language-codes.ts';
import { useContentScope, useTenant } from '../../../lib/tenant-context.tsx';

const LanguagePopover = lazy(() => import('./language-popover.tsx'));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages } = useTenant();
  const { language } = useContentScope();
  const [wanted, setWanted] = useState(false);
  if (languages.length < 2) return null;
  const current = languages.find((entry) => normaliseLanguage(entry.language) === language);
  const face = (
    <>
      <Languages aria-hidden="true" focusable="false" size={20} />
      {/* On phones the word gives way to the icon (still part of the name); the header must fit 320 px. */}
      <span className="language-switcher__word">{t('shell.language')}</span>
      <span className="language-switcher__current" lang={language}>
        {current ? current.name_local || current.name : language}
      </span>
      <ChevronDown className="language-switcher__chevron" aria-hidden="true" focusable="false" size={16} />
    </>
  );
  const closed = (onClick?: () => void) => (
    <div className="language-switcher">
      <button type="button" className="language-switcher__button" aria-expanded="false" onClick={onClick}>
        {face}
      </button>
    </div>
  );
  if (!wanted) return closed(() => setWanted(true));
  return (
    <Suspense fallback={closed()}>
      <LanguagePopover>{face}</LanguagePopover>
    </Suspense>
  );
}
