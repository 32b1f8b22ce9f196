// The finished-tour panel: the tour is done; start it again or explore more. Closing dismisses it.
import type { Tour } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import Compass from 'lucide-react/icons/compass';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import { homePath } from '../../../lib/paths.ts';
import './tour.css';

interface FinishedTourPanelProps {
  site: string;
  tour: Tour;
  onRestart: () => void;
  onDismiss: () => void;
}

export function FinishedTourPanel({ site, tour, onRestart, onDismiss }: FinishedTourPanelProps) {
  const { t } = useTranslation();
  return (
    <ViewerDialog
      title={t('viewer.finished.title', { tour: tour.title })}
      onClose={onDismiss}
      className="finished-tour"
    >
      <p>{t('viewer.finished.message')}</p>
      <div className="finished-tour__actions">
        <Button icon={RotateCcw} onClick={onRestart}>
          {t('viewer.finished.restart')}
        </Button>
        <Link className={buttonClassName({ variant: 'secondary' })} to={homePath(site)}>
          <Compass className="button__icon" aria-hidden="true" focusable="false" />
          {t('viewer.finished.explore')}
        </Link>
      </div>
    </ViewerDialog>
  );
}
