// The call-to-action area (issue 12): the brand's button CTAs (timing null) as buttons a visitor
// can press — in the menu and in the guide card. Pressing one queues it like any CTA, so it still
// waits for a modal already on screen. `onOpened` lets the menu close itself first.
// The buttons come from the brand itself, not from the queue's catalogue: the host fills that in an
// effect, a frame after the guide card's first paint, and the card grew under the visitor's eyes as
// the buttons arrived (a layout shift as the app took over from the first view, issue 39).
import MessageSquare from 'lucide-react/icons/message-square';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { brandCatalogue, buttonCtas, useCtaQueueStore } from '../cta-store.ts';
import './cta-buttons.css';

interface CtaButtonsProps {
  variant?: 'primary' | 'secondary';
  onOpened?: () => void;
}

export function CtaButtons({ variant = 'primary', onOpened }: CtaButtonsProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const buttons = useMemo(() => buttonCtas(brandCatalogue(brand).all), [brand]);
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
            useCtaQueueStore.getState().enqueue({ cta, source: 'button' });
          }}
        >
          {cta.title || cta.name}
        </Button>
      ))}
    </div>
  );
}
