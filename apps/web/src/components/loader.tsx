import { useTranslation } from 'react-i18next';

/** Shown while a screen loads; announced politely to screen readers. */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label ?? t('shell.loading')}</span>
    </div>
  );
}
