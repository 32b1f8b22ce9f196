import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createApiClient, tenantOrigin } from './api-client.ts';
import { ApiError, isCancellation } from './api-error.ts';

const item = z.object({ id: z.number() });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function recordingFetch(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(respond());
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('API client', () => {
  it('sends Accept-Language, v, credentials and the CSRF header from the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const { calls, fetchImpl } = recordingFetch(() => jsonResponse({ id: 1 }));
    const api = createApiClient({ origin: 'http://localhost:3000', language: 'fr-ca', version: 'abc', fetchImpl });
    await expect(api.getVersioned('brand/', item, { params: { format: 'json' } })).resolves.toEqual({ id: 1 });
    const call = calls[0];
    expect(call?.url).toBe('http://localhost:3000/api/v2/brand/?v=abc&format=json');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('fr-ca');
    expect(headers['X-CSRFToken']).toBe('tok123');
    expect(call?.init.credentials).toBe('include');
  });

  it('sends no credentials from a sandboxed frame (opaque origin), so reads work under CORS *', async () => {
    vi.stubGlobal('origin', 'null');
    try {
      const { calls, fetchImpl } = recordingFetch(() => jsonResponse({ id: 1 }));
      const api = createApiClient({ origin: 'http://localhost:3000', language: 'en', version: null, fetchImpl });
      await api.get('brand/', item);
      expect(calls[0]?.init.credentials).toBe('omit');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the same origin by default and {site}.{host} when the app host has no tenant', () => {
    const location = { protocol: 'http:', host: 'localhost:3000' };
    expect(tenantOrigin(location, null)).toBe('http://localhost:3000');
    expect(tenantOrigin(location, 'harbour')).toBe('http://harbour.localhost:3000');
    expect(buildUrl('http://x', '/api/switchboard/x/', { a: undefined, b: '' })).toBe('http://x/api/switchboard/x/');
  });

  it('turns a payload that does not match the contract into a malformed-payload error', async () => {
    const { fetchImpl } = recordingFetch(() => jsonResponse({ id: 'one' }));
    const api = createApiClient({ origin: 'http://localhost', language: 'en', version: null, fetchImpl });
    const error = await api.get('x/', item).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
  });

  it('reports HTTP failures with their status', async () => {
    const { fetchImpl } = recordingFetch(() => jsonResponse({ statusCode: 404 }, 404));
    const api = createApiClient({ origin: 'http://localhost', language: 'en', version: null, fetchImpl });
    const error = (await api.get('tours/nope/', item).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(isCancellation(error)).toBe(false);
  });

  it('passes the AbortSignal and marks a cancelled request as a cancellation', async () => {
    const controller = new AbortController();
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const api = createApiClient({ origin: 'http://localhost', language: 'en', version: null, fetchImpl });
    const pending = api.get('scenes/', item, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isCancellation(error)).toBe(true);
  });
});
