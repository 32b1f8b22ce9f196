// Loads the app proper (boot.tsx) in stages, each evaluated in a task of its own: the renderer and the
// router, then Query and i18next, then the start-up queries with the contracts' schemas, then the app.
// Evaluated at once, the app's modules were one task of 80–100 ms on a laptop, four times that on a
// mid-range phone, with no paint or tap possible in between. Modules already evaluated by an earlier
// stage are not evaluated again; a chunk's modules are evaluated together, so chunks set the limit.
//
// All of the app's code is requested at once first (the build lists it in
// `<meta name="meridian-boot-modules">` and `meridian-boot-css`), so the stages add no round trips.
import { yieldToMain } from '../lib/yield-to-main.ts';

export const BOOT_MODULES_META = 'meridian-boot-modules';
export const BOOT_CSS_META = 'meridian-boot-css';

/**
 * Requests every module and stylesheet of the app, without running or applying them: one link per
 * task, since Chromium handles a module preload's insertion at once (2–4 ms each on this machine,
 * 20 of them one long task of 40–75 ms before). The requests still all leave within a few tasks.
 */
export async function preloadBootCode(doc: Document = document): Promise<void> {
  const listed = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
  const add = (href: string, rel: string, as?: string) => {
    if (doc.head.querySelector(`link[href="${href}"]`)) return;
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.setAttribute('as', as);
    // The same request mode as the import's own links (Vite's preload helper), so the cached
    // response is the one they use.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  };
  const links = [
    ...listed(BOOT_MODULES_META).map((href) => [href, 'modulepreload'] as const),
    ...listed(BOOT_CSS_META).map((href) => [href, 'preload', 'style'] as const),
  ];
  for (const [href, rel, as] of links) {
    add(href, rel, as);
    await yieldToMain();
  }
}

export async function loadBoot(): Promise<typeof import('./boot.tsx')> {
  void preloadBootCode();
  await import('./boot-stages/renderer-and-router.ts');
  await yieldToMain();
  await import('./boot-stages/data-and-i18n.ts');
  await yieldToMain();
  await import('./boot-stages/content-api.ts');
  await yieldToMain();
  return import('./boot.tsx');
}
