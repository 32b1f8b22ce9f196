/**
 * The tenant folder a `/media/…` request may read, judged on the path as the file server will see
 * it: decoded and normalised. Anything that could change meaning on the way there is refused
 * outright (null) rather than repaired: an encoded slash, dot or backslash (`%2f`, `%2e`, `%5c`), a
 * second layer of encoding (`%25`), a backslash, a NUL, an empty, `.` or `..` segment. Otherwise
 * `/media/northfield/..%2fharbour/x` would pass a check on the raw first segment and then be
 * decoded by the static server into harbour's folder.
 */
export function mediaFolderOf(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith('/media/')) return null;
  const raw = pathname.slice('/media/'.length);
  if (/%(2f|2e|5c|25|00)/i.test(raw) || raw.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x1f\\]/.test(decoded)) return null;
  const segments = decoded.split('/');
  if (segments.length < 2 || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return null;
  }
  return segments[0] ?? null;
}
