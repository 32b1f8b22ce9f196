// The API answers a server-rendered page was made of (issue 36), written into the page as JSON so
// the browser renders its first frame from exactly them (prefill-page.ts) without asking again.
// Keyed by path and query: the origin the server asked on may differ from the one the browser sees.

export const PAGE_STATE_ID = 'meridian-page-state';

export interface PageState {
  /** The content language the server rendered the page in. */
  language: string;
  /** `path?query` → the JSON body of a 200 answer. */
  answers: Record<string, unknown>;
}

export const answerKey = (url: string): string => {
  const parsed = new URL(url, 'http://page.invalid');
  return parsed.pathname + parsed.search;
};

/** A fetch that answers the recorded requests from the page and sends any other to `fallback`. */
export function answeringFetch(answers: Record<string, unknown>, fallback: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = answerKey(url);
    if (!(key in answers)) return fallback(input, init);
    return Promise.resolve(
      new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
}

const read = new WeakMap<Document, PageState | null>();

/** The state the server wrote into this page, or null (parsed once: main.tsx and boot.tsx read it). */
export function readPageState(doc: Document = document): PageState | null {
  if (!read.has(doc)) read.set(doc, parsePageState(doc));
  return read.get(doc) ?? null;
}

function parsePageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { language, answers } = parsed as { language?: unknown; answers?: unknown };
    if (typeof language !== 'string' || typeof answers !== 'object' || answers === null) return null;
    return { language, answers: answers as Record<string, unknown> };
  } catch {
    return null;
  }
}
