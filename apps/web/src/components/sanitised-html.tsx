// CMS HTML (scene and hotspot descriptions, notice paragraphs, form paragraphs) as the tenant
// wrote it, minus anything that runs: DOMPurify drops scripts, event handlers and javascript: URLs.
// Screens that load lazily (the CTA modal, the viewer) use this one: the sanitiser arrives with
// their code, so their text is there when they open. The app's first code uses
// deferred-sanitised-html.tsx instead.
import DOMPurify from 'dompurify';

export function SanitisedHtml({ html, className }: { html: string; className?: string | undefined }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
