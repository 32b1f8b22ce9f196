// The call-to-action area (issue 12): the brand's button CTAs (timing null) as buttons a visitor
// can press — in the menu and in the guide card. Pressing one queues it like any CTA, so it still
// waits for a modal already on screen. `onOpened` lets the menu close itself first.
import MessageSquare from 'lucide-react/icons/message-square';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useCtaQueueStore } from '../cta-store.ts';
import './cta-buttons.css';

interface CtaButtonsProps {
  variant?: 'primary' | 'secondary';
  onOpened?: () => void;
}

export function CtaButtons({ variant = 'primary', onOpened }: CtaButtonsProps) {
  const { t } = useTranslation();
  const catalogue = useCtaQueueStore((state) => state.catalogue);
  const buttons = catalogue.filter((cta) => cta.timing === null && !cta.end_of_tour);
  if (buttons.length === 0) return null;
  return (
    <div className="cta-buttons" role="group" aria-label={t('cta.area')}>
      {buttons.map((cta) => (
        <Button
          key={cta.id}
          variant={variant}
          size="sm"
          icon={MessageSquare}
          onClick={() => {
            onOpened?.();
            useCtaQueueStore.getState().openButtonCta(cta.id);
          }}
        >
          {cta.title || cta.name}
        </Button>
      ))}
    </div>
  );
}
