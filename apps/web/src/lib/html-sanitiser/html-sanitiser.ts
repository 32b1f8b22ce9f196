// CMS HTML into an element without anything that runs, by the browser's own sanitiser
// (`Element.setHTML`, the HTML standard's safe setter, Chromium 146+ and Firefox 148+) where it has
// one, and by DOMPurify (dompurify-sanitiser.ts, ≈11 KB gzip, loaded only then) elsewhere. Both apply
// cms-html-policy.ts, so a tenant's text looks the same in every browser. docs/web-app.md "CMS HTML".
import { cmsHtmlPolicy } from './cms-html-policy.ts';

export interface HtmlSanitiser {
  /** Replaces the element's content with the sanitised HTML. */
  fill(element: Element, html: string): void;
}

/** The standard's safe setter: it always drops what runs, whatever the configuration allows. */
interface SafeHtmlSetter {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}

const hasSafeSetter = (element: Element): element is Element & SafeHtmlSetter =>
  typeof (element as Partial<SafeHtmlSetter>).setHTML === 'function';

const builtInPolicy: SanitizerConfig = {
  removeElements: [...cmsHtmlPolicy.removedElements],
  replaceWithChildrenElements: [...cmsHtmlPolicy.unwrappedElements],
  removeAttributes: [...cmsHtmlPolicy.removedAttributes],
};

const builtIn: HtmlSanitiser | null =
  typeof document !== 'undefined' && hasSafeSetter(document.createElement('div'))
    ? {
        fill: (element, html) => {
          if (!hasSafeSetter(element)) return;
          element.setHTML(html, { sanitizer: builtInPolicy });
          cmsHtmlPolicy.removeForeignLinks(element);
        },
      }
    : null;

let fallback: HtmlSanitiser | null = null;
let loading: Promise<HtmlSanitiser> | null = null;

/** The sanitiser when it can be used at once (the browser's own, or DOMPurify once loaded). */
export function readySanitiser(): HtmlSanitiser | null {
  return builtIn ?? fallback;
}

/**
 * The sanitiser, loading DOMPurify first where the browser has none. Screens that show CMS HTML as
 * they open call it beside their own code's import, so their text is there with them.
 */
export function loadSanitiser(): Promise<HtmlSanitiser> {
  const ready = readySanitiser();
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    // The policy is handed over rather than imported there: it stays in this module's chunk.
    loading = import('./dompurify-sanitiser.ts').then(
      (module) => (fallback = module.dompurifySanitiser(cmsHtmlPolicy)),
    );
    // A failed load is not kept: the next caller tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
