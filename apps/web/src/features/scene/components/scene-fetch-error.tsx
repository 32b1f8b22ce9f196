// Spec section 8, "Scene fetch": cancelled or unknown failures end quietly; not-found or
// bad-request is an error state inside the viewer; anything else is a page-level error with the
// generic retry text.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RaiseError } from '../../../components/raise-error.tsx';
import { classifySceneFetchError, sceneLoadPageError } from '../scene-errors.ts';

export function SceneFetchError({ error, backLink }: { error: unknown; backLink: string }) {
  const { t } = useTranslation();
  const outcome = classifySceneFetchError(error);
  if (outcome === 'quiet') return null;
  if (outcome === 'page-error') return <RaiseError error={sceneLoadPageError(window.location.href)} />;
  return (
    <section className="scene-error-state" role="alert">
      <h1>{t('viewer.errors.sceneUnavailable.title')}</h1>
      <p>{t('viewer.errors.sceneUnavailable.explanation')}</p>
      <p>
        <Link to={backLink}>{t('viewer.errors.sceneUnavailable.back')}</Link>
      </p>
    </section>
  );
}
