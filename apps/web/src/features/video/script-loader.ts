// A provider's player script is added to the page once, on demand: every player of that provider
// waits on the same promise. A script that failed may be tried again by a later player.
const pending = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Script failed to load: ${src}`));
    });
    document.head.appendChild(script);
  });
  pending.set(src, loading);
  return loading;
}

/** Test helper: forget every script (each test starts from a page without player scripts). */
export function resetLoadedScripts(): void {
  pending.clear();
}
