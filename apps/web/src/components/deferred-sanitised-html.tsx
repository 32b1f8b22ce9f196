// CMS HTML in the app's first code (the cookie notice, shown on every first visit): the sanitiser's
// code is not part of it (issue 13's homepage budget). Text without markup (no `<`, no `&`, which the
// HTML parser would make exactly that text of, as the demo's notices) is shown at once; markup waits
// for sanitised-html.tsx, loaded then.
import { lazy, Suspense } from 'react';
import { isPlainText } from './plain-text-html.ts';

const SanitisedHtml = lazy(() => import('./sanitised-html.tsx').then((module) => ({ default: module.SanitisedHtml })));

export function DeferredSanitisedHtml({ html, className }: { html: string; className?: string }) {
  if (isPlainText(html)) return <div className={className}>{html}</div>;
  return (
    <Suspense fallback={null}>
      <SanitisedHtml html={html} className={className} />
    </Suspense>
  );
}
