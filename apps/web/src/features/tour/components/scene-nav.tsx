// Previous and next scene (next becomes "Finish tour" on the last scene when the brand has the
// finished panel), floating at the bottom centre, within thumb reach on phones.
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Flag from 'lucide-react/icons/flag';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import './tour.css';

interface SceneNavProps {
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onFinish: (() => void) | null;
}

export function SceneNav({ onPrevious, onNext, onFinish }: SceneNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="scene-nav" aria-label={t('viewer.tour.controls')}>
      <Button
        variant="overlay"
        icon={ArrowLeft}
        mirrorInRtl
        className="scene-nav__previous"
        onClick={onPrevious ?? undefined}
        disabled={!onPrevious}
      >
        {t('viewer.tour.previous')}
      </Button>
      {onNext || !onFinish ? (
        <Button
          variant="primary"
          trailingIcon={ArrowRight}
          mirrorInRtl
          onClick={onNext ?? undefined}
          disabled={!onNext}
        >
          {t('viewer.tour.next')}
        </Button>
      ) : (
        <Button variant="primary" icon={Flag} onClick={onFinish}>
          {t('viewer.tour.finish')}
        </Button>
      )}
    </nav>
  );
}
