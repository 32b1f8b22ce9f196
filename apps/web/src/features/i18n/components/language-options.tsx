// The tenant's languages as a list of buttons, shared by the viewer's language menu and the header's
// switcher (its own module, so the header does not load the viewer's icon button).
import Check from 'lucide-react/icons/check';
import { normaliseLanguage } from '../../../lib/language-codes.ts';
import { useChangeLanguage, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import './language-menu.css';

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
