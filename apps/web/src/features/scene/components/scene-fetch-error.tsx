// Spec section 8, "Scene fetch": cancelled or unknown failures end quietly; not-found or
// bad-request is an error state inside the viewer; anything else is a page-level error with the
// generic retry text. The error state is the shell's error page, in the page's own colours (it
// shows on the page surface, not over a panorama).
import { ErrorPage } from '../../../components/error-page.tsx';
import { RaiseError } from '../../../components/raise-error.tsx';
import { classifySceneFetchError, sceneLoadPageError } from '../scene-errors.ts';

export function SceneFetchError({ error, backLink }: { error: unknown; backLink: string }) {
  const outcome = classifySceneFetchError(error);
  if (outcome === 'quiet') return null;
  if (outcome === 'page-error') return <RaiseError error={sceneLoadPageError(window.location.href)} />;
  return (
    <ErrorPage
      title="viewer.errors.sceneUnavailable.title"
      explanation="viewer.errors.sceneUnavailable.explanation"
      link={backLink}
      linkText="viewer.errors.sceneUnavailable.back"
    />
  );
}
