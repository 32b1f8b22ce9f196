// The header switcher's button and list once first pressed (language-switcher.tsx loads this on
// demand): open at once, the focus on the button that replaced the one pressed, so the keyboard goes
// on from where it was (Tab into the list, Escape closes it onto the button).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../../components/popover.tsx';
import { LanguageOptions } from './language-options.tsx';

export default function LanguagePopover({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // The pressed button left with the focus; unless the visitor has since moved on (Tab while this
  // loaded), the focus goes to the button that took its place.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, []);
  return (
    <Popover
      label={t('shell.language')}
      side="bottom"
      align="end"
      className="language-switcher"
      defaultOpen
      trigger={(props) => (
        <button {...props} ref={button} type="button" className="language-switcher__button">
          {children}
        </button>
      )}
    >
      {(close) => <LanguageOptions close={close} />}
    </Popover>
  );
}
