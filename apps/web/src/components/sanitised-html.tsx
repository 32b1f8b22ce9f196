// CMS HTML (scene and hotspot descriptions, notice paragraphs, form paragraphs) as the tenant
// wrote it, minus anything that runs: DOMPurify drops scripts, event handlers and javascript: URLs.
//
// Text without markup (no `<`, no `&`: the HTML parser would make exactly that text of it, as the
// demo's cookie notice) is shown as text at once; only markup waits for the sanitiser, a lazy module
// of its own (≈11 KB gzip), so the homepage's first code does not carry it (issue 13).
import { lazy, Suspense } from 'react';

const SanitisedMarkup = lazy(() =>
  import('./sanitised-markup.tsx').then((module) => ({ default: module.SanitisedMarkup })),
);

/** True when the HTML parser would turn this into the same plain text (no tags, no entities). */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  if (isPlainText(html)) return <div className={className}>{html}</div>;
  return (
    <Suspense fallback={null}>
      <SanitisedMarkup html={html} className={className} />
    </Suspense>
  );
}
