// The language choice as an icon button with a popover list (the viewer's toolbar; issue 12): the
// languages by their own names, the current one marked. Choosing the current one does nothing
// (spec section 4); choosing another refetches content in it.
import Check from 'lucide-react/icons/check';
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Popover } from '../../../components/popover.tsx';
import './language-menu.css';
import { normaliseLanguage } from '../../../lib/language-codes.ts';
import { useChangeLanguage, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';

export function LanguageMenu({ side = 'start' }: { side?: 'start' | 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const { languages } = useTenant();
  if (languages.length < 2) return null;
  return (
    <Popover
      label={t('shell.language')}
      side={side}
      align={side === 'top' ? 'end' : 'start'}
      tone="overlay"
      className="language-menu"
      trigger={(props) => (
        <IconButton
          {...props}
          icon={Languages}
          label={t('shell.language')}
          tooltipSide={side === 'top' ? 'top' : 'start'}
        />
      )}
    >
      {(close) => <LanguageOptions close={close} />}
    </Popover>
  );
}

/** The tenant's languages by their own names, the current one marked; picking one closes the list. */
export function LanguageOptions({ close }: { close: () => void }) {
  const { languages } = useTenant();
  const { language } = useContentScope();
  const changeLanguage = useChangeLanguage();
  return (
    <ul className="language-menu__list">
      {languages.map((entry) => {
        const code = normaliseLanguage(entry.language);
        const current = code === language;
        return (
          <li key={code}>
            <button
              type="button"
              className="language-menu__option"
              lang={code}
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                close();
                changeLanguage(code);
              }}
            >
              <span>{entry.name_local || entry.name}</span>
              {current ? <Check className="language-menu__check" aria-hidden="true" focusable="false" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
