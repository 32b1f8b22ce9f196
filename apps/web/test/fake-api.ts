// A fake of the server's read API for component tests: answers by path, records every request
// (URL, headers, whether it was aborted) in order, and can hold answers back until released.
import { GROUP, LANGUAGES, BRAND, TOUR, list } from './fixtures.ts';
import { mapAnswer } from './map-fixtures.ts';

export interface RecordedRequest {
  url: URL;
  path: string;
  language: string | null;
  aborted: boolean;
}

type Answer = { status: number; body: unknown };
type Route = (url: URL) => Answer | undefined;

export interface FakeApi {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  paths: () => string[];
  /** Override the answer for a path (exact `/api/...` pathname). */
  answer: (pathname: string, status: number, body: unknown) => void;
  /** Hold answers to this pathname until release() is called. */
  hold: (pathname: string) => void;
  release: (pathname: string) => void;
}

export function createFakeApi(): FakeApi {
  const overrides = new Map<string, Answer>();
  const held = new Map<string, (() => void)[]>();
  const holding = new Set<string>();
  const requests: RecordedRequest[] = [];

  const defaults: Route = (url) => {
    const path = url.pathname;
    if (path.startsWith('/api/switchboard/')) {
      return { status: 200, body: { schema_name: 'northfield', default_language: 'en', version_hash: 'v1' } };
    }
    if (path === '/api/v2/language/') return { status: 200, body: list(LANGUAGES) };
    if (path === '/api/v2/brand/') return { status: 200, body: list([BRAND]) };
    if (path === '/api/v2/pages/') return { status: 200, body: list([GROUP]) };
    if (path === '/api/v2/labels/') return { status: 200, body: list([]) };
    if (path === '/api/v2/scenes/') return { status: 200, body: list([]) };
    if (path === '/api/v2/tours/') return { status: 200, body: list([TOUR]) };
    if (path === `/api/v2/tours/${TOUR.slug}/`) return { status: 200, body: TOUR };
    if (path === '/api/v2/events/') return { status: 202, body: { accepted: 1 } };
    const map = mapAnswer(url);
    if (map) return map;
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `nothing at ${path}` } };
  };

  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input, window.location.origin);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const record: RecordedRequest = {
      url,
      path: url.pathname,
      language: headers['Accept-Language'] ?? null,
      aborted: false,
    };
    requests.push(record);
    const signal = init?.signal ?? null;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        record.aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort);
      const respond = () => {
        if (record.aborted) return;
        const answer = overrides.get(url.pathname) ?? defaults(url) ?? { status: 500, body: {} };
        resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': 'application/json' },
          }),
        );
      };
      if (holding.has(url.pathname)) {
        held.set(url.pathname, [...(held.get(url.pathname) ?? []), respond]);
      } else {
        queueMicrotask(respond);
      }
    });
  };

  return {
    fetch: fetchImpl,
    requests,
    paths: () => requests.map((request) => request.path),
    answer: (pathname, status, body) => overrides.set(pathname, { status, body }),
    hold: (pathname) => holding.add(pathname),
    release: (pathname) => {
      holding.delete(pathname);
      for (const respond of held.get(pathname) ?? []) respond();
      held.delete(pathname);
    },
  };
}
