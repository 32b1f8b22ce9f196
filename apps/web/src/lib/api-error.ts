// Errors of the API client. A cancelled request is its own kind so no one reports it.

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` errors, otherwise null. */
  readonly status: number | null;
  readonly url: string;

  constructor(kind: ApiErrorKind, url: string, message: string, status: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.url = url;
  }
}

/** True for anything that only means "the request was cancelled" (never reported, never shown). */
export function isCancellation(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'aborted';
  if (error instanceof DOMException) return error.name === 'AbortError';
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
