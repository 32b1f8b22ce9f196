// Web storage that may be missing: a page framed by another site while the browser blocks
// third-party storage (Chromium then throws SecurityError on merely reading window.localStorage),
// private modes, storage disabled. Callers get undefined and carry on without remembering.

export function browserStorage(kind: 'local' | 'session', win: Window = window): Storage | undefined {
  try {
    return kind === 'local' ? win.localStorage : win.sessionStorage;
  } catch {
    return undefined;
  }
}
