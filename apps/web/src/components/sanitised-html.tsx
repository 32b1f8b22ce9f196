// CMS HTML (scene, hotspot and tour descriptions, notice and form paragraphs) as the tenant wrote it,
// minus anything that runs (lib/html-sanitiser/). Text without markup is shown as it is, at once.
// Markup is filled in before the element's first paint when the sanitiser is ready (the browser's
// own, or DOMPurify once loaded), and as soon as DOMPurify arrives otherwise; screens that open with
// such text (the CTA modal) load it beside their code. The app's first code uses
// deferred-sanitised-html.tsx instead, which loads this module only for markup.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadSanitiser, readySanitiser, type HtmlSanitiser } from '../lib/html-sanitiser/html-sanitiser.ts';
import { plainText } from '../lib/plain-text.ts';
import { isPlainText } from './plain-text-html.ts';

interface Props {
  html: string;
  className?: string | undefined;
}

export function SanitisedHtml({ html, className }: Props) {
  if (isPlainText(html)) return <div className={className}>{html}</div>;
  return <SanitisedMarkup html={html} className={className} />;
}

function SanitisedMarkup({ html, className }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [sanitiser, setSanitiser] = useState<HtmlSanitiser | 'failed' | null>(readySanitiser);
  useEffect(() => {
    if (sanitiser) return;
    let current = true;
    loadSanitiser().then(
      (loaded) => current && setSanitiser(loaded),
      () => current && setSanitiser('failed'),
    );
    return () => {
      current = false;
    };
  }, [sanitiser]);
  useLayoutEffect(() => {
    if (element.current && sanitiser && sanitiser !== 'failed') sanitiser.fill(element.current, html);
  }, [sanitiser, html]);
  // Without its sanitiser (its code could not be loaded) the tenant's text still shows, without markup.
  if (sanitiser === 'failed') return <div className={className}>{plainText(html)}</div>;
  // Its content is the sanitiser's, never the renderer's: the element has no children of its own.
  return <div ref={element} className={className} />;
}
