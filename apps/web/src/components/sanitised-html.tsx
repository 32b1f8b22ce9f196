// CMS HTML (scene and hotspot descriptions, notice paragraphs, form paragraphs) as the tenant
// wrote it, minus anything that runs: DOMPurify drops scripts, event handlers and javascript: URLs.
import DOMPurify from 'dompurify';

export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
