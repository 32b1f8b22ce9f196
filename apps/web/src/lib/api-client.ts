// The one HTTP client of the web app (spec sections 6 and 7).
// - Base URL: same origin by default, because the server resolves the tenant from the Host header;
//   `{site}.{host}` when the switchboard found no tenant on the app host (see docs/web-app.md).
// - Every request sends Accept-Language, `v` (the tenant version hash), credentials and the CSRF
//   header from the `csrftoken` cookie, takes an AbortSignal, and parses the body with a contract
//   schema: a malformed payload becomes an ApiError('malformed'), never a crash further down.
// - Schemas are zod/mini (packages/contracts): no locale is loaded, issue texts only reach the console.
import type * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { cookieJar } from './safe-storage.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** Absolute origin, e.g. `http://localhost:3000` or `http://northfield.localhost:3000`. */
  origin: string;
  language: string;
  /** The tenant's version_hash (null before the switchboard answered). */
  version: string | null;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export const API_PREFIX = '/api/v2/';

export function csrfToken(): string | undefined {
  return cookieJar.get('csrftoken');
}

/** Origin for a tenant: same origin, or `{site}.{host}` when the app host has no tenant. */
export function tenantOrigin(location: Pick<Location, 'protocol' | 'host'>, siteOnAppHost: string | null): string {
  return siteOnAppHost
    ? `${location.protocol}//${siteOnAppHost}.${location.host}`
    : `${location.protocol}//${location.host}`;
}

export function buildUrl(origin: string, path: string, params: Record<string, QueryValue> = {}): string {
  const url = new URL(path.startsWith('/') ? path : `${API_PREFIX}${path}`, origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** A response checked the way every API answer is: HTTP status, JSON, then the contract. */
export async function readResponse<T extends z.ZodMiniType>(
  url: string,
  response: Response,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  if (!response.ok)
    throw new ApiError('http', url, `${response.status} ${response.statusText}`.trim(), response.status);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    if (signal?.aborted) throw new ApiError('aborted', url, 'request cancelled');
    throw new ApiError('malformed', url, 'response is not JSON', response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('malformed', url, `unexpected response shape: ${parsed.error.message}`, response.status);
  }
  return parsed.data;
}

export interface ApiClient {
  readonly origin: string;
  readonly language: string;
  readonly version: string | null;
  /** GET `path` (relative to /api/v2/, or absolute from `/`) and parse the body with `schema`. */
  get<T extends z.ZodMiniType>(path: string, schema: T, options?: RequestOptions): Promise<z.infer<T>>;
  /** Same as get, but with `v` added from the client (content calls). */
  getVersioned<T extends z.ZodMiniType>(path: string, schema: T, options?: RequestOptions): Promise<z.infer<T>>;
  post<T extends z.ZodMiniType>(path: string, body: BodyInit, schema: T, options?: RequestOptions): Promise<z.infer<T>>;
}

export function createApiClient({ origin, language, version, fetchImpl }: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send<T extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    url: string,
    schema: T,
    signal: AbortSignal | undefined,
    body?: BodyInit,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    const csrf = csrfToken();
    if (csrf) headers['X-CSRFToken'] = csrf;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        // In a sandboxed frame (WordPress's embeds) the page's origin is opaque: every call is then
        // cross-origin and read under `Access-Control-Allow-Origin: *`, which allows no credentials.
        credentials: globalThis.origin === 'null' ? 'omit' : 'include',
        signal: signal ?? null,
        body: body ?? null,
      });
    } catch (error) {
      if (signal?.aborted) throw new ApiError('aborted', url, 'request cancelled');
      throw new ApiError('network', url, error instanceof Error ? error.message : 'network error');
    }
    return readResponse(url, response, schema, signal);
  }

  return {
    origin,
    language,
    version,
    get: (path, schema, options = {}) => send('GET', buildUrl(origin, path, options.params), schema, options.signal),
    getVersioned: (path, schema, options = {}) =>
      send('GET', buildUrl(origin, path, { v: version, ...options.params }), schema, options.signal),
    post: (path, body, schema, options = {}) =>
      send('POST', buildUrl(origin, path, options.params), schema, options.signal, body),
  };
}
