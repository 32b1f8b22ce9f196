// Spec section 8 rows of the scene viewer: scene fetch failures by kind, and a panorama that will
// not load (scene-not-found page with the HTTP status parsed from the loader's error).
import { ApiError, isCancellation } from '../../lib/api-error.ts';
import type { AppError } from '../../lib/errors/error-store.ts';

/** What a failed scene request leads to. */
export type SceneFetchOutcome = 'quiet' | 'error-state' | 'page-error';

export function classifySceneFetchError(error: unknown): SceneFetchOutcome {
  if (isCancellation(error) || !(error instanceof ApiError)) return 'quiet';
  if (error.kind === 'http' && (error.status === 404 || error.status === 400)) return 'error-state';
  if (error.kind === 'aborted') return 'quiet';
  return 'page-error';
}

/** Page-level error with the generic retry text; the link reloads the page. */
export function sceneLoadPageError(currentUrl: string): AppError {
  return {
    title: 'viewer.errors.sceneLoad.title',
    explanation: 'viewer.errors.sceneLoad.retry',
    link: currentUrl,
    linkText: 'viewer.errors.retryLink',
  };
}

/**
 * The HTTP status in a panorama loader error: three's FileLoader throws
 * `fetch for "<url>" responded with 404: Not Found` and keeps the Response on `response`.
 */
export function parseHttpStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'response' in error) {
    const response = (error as { response?: { status?: unknown } }).response;
    if (typeof response?.status === 'number') return response.status;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /responded with (\d{3})|\b(?:status|HTTP)\s*:?\s*(\d{3})\b/i.exec(message);
  const digits = match?.[1] ?? match?.[2];
  return digits ? Number(digits) : null;
}

/** Scene-not-found page: parsed status (or Unknown error) and a link back to the scene by its title. */
export function sceneNotFoundError(error: unknown, sceneTitle: string, sceneUrl: string): AppError {
  const status = parseHttpStatus(error);
  return {
    title: 'viewer.errors.sceneNotFound.title',
    explanation: 'viewer.errors.sceneNotFound.explanation',
    ...(status === null ? { message: 'Unknown error' } : { status }),
    link: sceneUrl,
    linkMessage: 'viewer.errors.sceneNotFound.linkMessage',
    linkText: sceneTitle,
  };
}
