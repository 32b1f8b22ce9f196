// The finished-tour panel: the tour is done; start it again or explore more. Closing dismisses it.
import type { Tour } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import { homePath } from '../../../lib/paths.ts';

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
        <button type="button" className="button button--primary" onClick={onRestart}>
          {t('viewer.finished.restart')}
        </button>
        <Link className="button" to={homePath(site)}>
          {t('viewer.finished.explore')}
        </Link>
      </div>
    </ViewerDialog>
  );
}
