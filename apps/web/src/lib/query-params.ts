// Spec section 2, "Query parameters": pure readers of the address's query string.
// Every function takes a URLSearchParams (or a search string) and never throws:
// malformed values are ignored, as the spec says.

export type SearchInput = URLSearchParams | string;

function toParams(input: SearchInput): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input) : input;
}

/** The first value of a repeated parameter, or null when absent. */
export function firstValue(input: SearchInput, name: string): string | null {
  return toParams(input).get(name);
}

/** banner / skipForms rule: true only if the first value equals `true`, case-insensitive. */
export function isTrueFlag(input: SearchInput, name: string): boolean {
  return firstValue(input, name)?.toLowerCase() === 'true';
}

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * background: rgb(r,g,b) with each channel 0-255, 3 or 6 hex digits (a `#` is added) or
 * `transparent`. The first value wins; anything else gives null (ignored).
 */
export function backgroundColour(input: SearchInput): string | null {
  const raw = firstValue(input, 'background')?.trim();
  if (!raw) return null;
  if (raw.toLowerCase() === 'transparent') return 'transparent';
  if (HEX.test(raw)) return `#${raw.toLowerCase()}`;
  const rgb = RGB.exec(raw);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((value) => value <= 255)) return `rgb(${channels.join(', ')})`;
  }
  return null;
}

/** mode=dark: the dark banner (first value, case-insensitive). */
export function isDarkMode(input: SearchInput): boolean {
  return firstValue(input, 'mode')?.toLowerCase() === 'dark';
}

/** A parameter that acts by being present (ctasTimed, placepreview, directionspreview) unless it says `false`. */
export function isPresentFlag(input: SearchInput, name: string): boolean {
  const value = firstValue(input, name);
  return value !== null && value.toLowerCase() !== 'false';
}

export interface PreviewParams {
  token: string;
  /** content_type as given; scene lists lowercase it (spec section 6). */
  contentType: string | null;
  /** tmstmp, seen on preview links; joins the version hash in preview requests. */
  timestamp: string | null;
}

/** token (+ content_type, tmstmp): preview mode. An empty token is no token. */
export function previewParams(input: SearchInput): PreviewParams | null {
  const token = firstValue(input, 'token');
  if (!token) return null;
  return {
    token,
    contentType: firstValue(input, 'content_type') || null,
    timestamp: firstValue(input, 'tmstmp') || null,
  };
}

export interface ShellQuery {
  banner: boolean;
  skipForms: boolean;
  ctasTimed: boolean;
  openCta: string | null;
  dark: boolean;
  background: string | null;
  lng: string | null;
  preview: PreviewParams | null;
  clientId: string | null;
  sessionId: string | null;
  placePreview: boolean;
  directionsPreview: boolean;
  tourTitle: string | null;
  tourSlug: string | null;
}

/** Everything the shell reads from the query string, in one object. */
export function readShellQuery(input: SearchInput): ShellQuery {
  const params = toParams(input);
  return {
    banner: isTrueFlag(params, 'banner'),
    skipForms: isTrueFlag(params, 'skipForms'),
    ctasTimed: params.has('ctasTimed'),
    openCta: firstValue(params, 'opencta') || null,
    dark: isDarkMode(params),
    background: backgroundColour(params),
    lng: firstValue(params, 'lng') || null,
    preview: previewParams(params),
    clientId: firstValue(params, 'client_id') || null,
    sessionId: firstValue(params, 'session_id') || null,
    placePreview: isPresentFlag(params, 'placepreview'),
    directionsPreview: isPresentFlag(params, 'directionspreview'),
    tourTitle: firstValue(params, 'tourTitle') || null,
    tourSlug: firstValue(params, 'tourSlug') || null,
  };
}

const ANALYTICS_ID_PARAMS = ['client_id', 'session_id'];

/** The search string without client_id / session_id (every occurrence), `?` included when non-empty. */
export function withoutAnalyticsIds(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ANALYTICS_ID_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Reads client_id and session_id, then removes them from the address with replaceState:
 * no reload, no new history entry, the router's state is kept.
 */
export function consumeAnalyticsIds(win: Window = window): { clientId: string | null; sessionId: string | null } {
  const { search, pathname, hash } = win.location;
  const params = new URLSearchParams(search);
  const ids = { clientId: params.get('client_id') || null, sessionId: params.get('session_id') || null };
  if (params.has('client_id') || params.has('session_id')) {
    win.history.replaceState(win.history.state, '', `${pathname}${withoutAnalyticsIds(search)}${hash}`);
  }
  return ids;
}

/** tourTitle and tourSlug are appended to iframe form URLs when a tour is present. */
export function withTourParams(url: string, tour: { title: string; slug: string } | null): string {
  if (!tour) return url;
  try {
    const parsed = new URL(url, window.location.href);
    parsed.searchParams.set('tourTitle', tour.title);
    parsed.searchParams.set('tourSlug', tour.slug);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The embed card's "take a virtual tour" link keeps only content_type and token. */
export function keepPreviewParamsOnly(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['content_type', 'token']) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
