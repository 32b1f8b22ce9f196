// The rows of the spec's error catalogue (section 8) that belong to the shell, as AppError values.
// Titles and explanations are translation keys (public/locales/*/translations.json, `errors.*`).
import { ApiError } from '../api-error.ts';
import type { AppError } from './error-store.ts';
import { sitePath } from '../paths.ts';

export function webglMissingError(): AppError {
  return { title: 'errors.webgl.title', explanation: 'errors.webgl.explanation' };
}

export function unsupportedSafariError(): AppError {
  return { title: 'errors.safari.title', explanation: 'errors.safari.explanation' };
}

/** HTTP status of a failure, or `Unknown error` (spec section 8, tour load failure). */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError && error.kind === 'http' ? error.status : null;
}

export function tourLoadError(error: unknown, siteName: string): AppError {
  const status = statusOf(error);
  return {
    title: 'errors.pageNotFound.title',
    explanation: 'errors.pageNotFound.explanation',
    message: status === null ? 'Unknown error' : String(status),
    link: sitePath(siteName),
    linkMessage: 'errors.pageNotFound.linkMessage',
    linkText: 'errors.home',
  };
}

export function siteNameError(): AppError {
  return { title: 'errors.sitename.title', explanation: 'errors.sitename.explanation' };
}

export function malformedContentError(error: unknown): AppError {
  return {
    title: 'errors.malformed.title',
    explanation: 'errors.malformed.explanation',
    message: error instanceof Error ? error.message.slice(0, 200) : undefined,
    link: '/',
    linkText: 'errors.home',
  };
}

export function renderingError(): AppError {
  return {
    title: 'errors.rendering.title',
    explanation: 'errors.rendering.explanation',
    link: '/',
    linkText: 'errors.home',
  };
}

/** Safari 15.0 on a Mac (not Chrome/Firefox on a Mac, not iOS, not Safari 15.1+). */
export function isUnsupportedSafari(userAgent: string): boolean {
  if (!/Macintosh/.test(userAgent) || /Chrome|Chromium|CriOS|FxiOS|Firefox|Edg\//.test(userAgent)) return false;
  return /Version\/15\.0(?:\.\d+)?\s+Safari\//.test(userAgent) || /Version\/15\s+Safari\//.test(userAgent);
}
