// The language choice as an icon button with a popover list (the viewer's toolbar; issue 12): the
// languages by their own names, the current one marked. Choosing the current one does nothing
// (spec section 4); choosing another refetches content in it.
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Popover } from '../../../components/popover.tsx';
import { useTenant } from '../../../lib/tenant-context.tsx';
import { LanguageOptions } from './language-options.tsx';

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
