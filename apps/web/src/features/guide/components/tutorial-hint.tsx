// A tutorial hint shown once per visitor (panorama, tour menu, mobile guide card); the brand can
// switch each off. Dismissing it is remembered.
import { useTranslation } from 'react-i18next';
import { useTutorialStore, type Tutorial } from '../tutorials.ts';

export function TutorialHint({ tutorial, enabled }: { tutorial: Tutorial; enabled: boolean }) {
  const { t } = useTranslation();
  const seen = useTutorialStore((state) => state.seen[tutorial] === true);
  const markSeen = useTutorialStore((state) => state.markSeen);
  if (!enabled || seen) return null;
  return (
    <div className={`tutorial-hint tutorial-hint--${tutorial}`} role="note" aria-labelledby={`tutorial-${tutorial}`}>
      <p id={`tutorial-${tutorial}`}>{t(`viewer.tutorials.${tutorial}`)}</p>
      <button type="button" className="button" onClick={() => markSeen(tutorial)}>
        {t('viewer.tutorials.gotIt')}
      </button>
    </div>
  );
}
