// CMS HTML through DOMPurify: a lazy module of its own (sanitised-html.tsx), so the sanitiser loads
// only where markup is actually shown, never with the app's first code (docs/performance.md).
import DOMPurify from 'dompurify';

export function SanitisedMarkup({ html, className }: { html: string; className?: string | undefined }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
