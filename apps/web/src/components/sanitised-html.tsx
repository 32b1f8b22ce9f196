// HTML from the content system (notice paragraphs, cookie notices), sanitised: DOMPurify keeps the
// tenant's markup but drops scripts, handlers and javascript: URLs. Never shown as raw tags.
import DOMPurify from 'dompurify';

export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
