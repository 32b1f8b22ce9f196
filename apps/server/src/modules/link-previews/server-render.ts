import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBannerRequest } from '../../http/banner-query.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import type { HeadContributor, HeadTag } from '../../plugins/page-head.ts';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';
import { pageTarget, safeDecode } from './page-target.ts';
import { pageStateHtml, readTranslations, type PageState } from './server-render-page.ts';

/**
 * Server rendering of the app's screens (issue 36, docs/web-app.md "Server rendering"): the web
 * build's server entry (apps/web/src/entry-server.tsx → apps/web/dist-ssr/entry-server.js) renders
 * the homepage and its group levels with the app's own components, from this server's own API
 * answers (asked in-process, through the whole request pipeline, as the browser would ask them).
 * The HTML goes into `#root`, the answers after it, and the browser hydrates from them. A page
 * costs this once per tenant version, language and address: the page-head cache keeps the result.
 */
interface ServerEntry {
  renderPage(request: {
    url: string;
    language: string;
    resources: Record<string, { translations: unknown }>;
    appHost: string;
    fetchImpl: typeof fetch;
  }): Promise<{ html: string; state: PageState } | null>;
  renderTourOutline(request: Parameters<ServerEntry['renderPage']>[0] & { tourSlug: string }): Promise<string | null>;
}

function isServerEntry(module: unknown): module is ServerEntry {
  return typeof (module as Partial<ServerEntry> | null)?.renderPage === 'function';
}

/**
 * The built server entry, imported once it exists. Once: its chunks import it back by its plain
 * address, so a second import under another address would make a second copy of the app's modules
 * (and of every React context in them). A new web build takes a restart, as a new server build does.
 */
function entryLoader(file: string) {
  let loaded: Promise<ServerEntry | null> | null = null;
  return (): Promise<ServerEntry | null> => {
    if (loaded) return loaded;
    if (!fs.existsSync(file)) return Promise.resolve(null);
    loaded = import(pathToFileURL(file).href).then((module: unknown) => (isServerEntry(module) ? module : null));
    return loaded;
  };
}

/** GET on this server's own API, with the page's Host and language, as a fetch Response. */
function apiFetch(app: FastifyInstance, request: FastifyRequest, language: string): typeof fetch {
  return async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const answer = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: request.headers.host ?? '', accept: 'application/json', 'accept-language': language },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The tour outline is for readers without the viewer: hidden from sight (not from screen readers) on
 * a page whose scripts run, until the app removes it as its viewer starts; the page without scripts
 * shows it as the page's content, in place of the scene's first paint (which no script will replace).
 */
const tourOutlineStyles =
  '<style>.tour-outline{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);' +
  'white-space:nowrap}</style><noscript><style>.tour-outline{position:static;inline-size:auto;block-size:auto;' +
  'overflow:visible;clip-path:none;white-space:normal;max-inline-size:46rem;margin:2rem auto;padding:0 1rem;' +
  'font-family:system-ui,sans-serif;line-height:1.5}.scene-first-paint{display:none}</style></noscript>';

/**
 * The bundled face the page's text is drawn in (the web build names them, Latin then Arabic), loaded
 * with the stylesheets: the HTML's text is on screen at once, and a face arriving after it re-wraps
 * that text (a layout shift). It is asked for first (`early`): behind the app's module preloads it
 * came after the first paint in one load of five on a busy machine. Chinese text uses the system's
 * font (docs/design-system.md).
 */
function textFontPreload(fonts: string | null, language: string): HeadTag[] {
  const [latin, arabic] = (fonts ?? '').split(' ');
  const href = language.startsWith('ar') ? arabic : language.startsWith('zh') ? undefined : latin;
  if (!href?.startsWith('/')) return [];
  return [
    {
      element: 'link',
      early: true,
      attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href },
    },
  ];
}

export function serverRenderContributor(app: FastifyInstance): HeadContributor {
  const distDir = app.config.webDistDir;
  const entry = entryLoader(path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js'));
  return async ({ request, tenant, pathname, origin, lng, templateMeta }): Promise<HeadTag[]> => {
    // Preview answers are one editor's drafts: never rendered here (and so never cached).
    if (request.preview !== null || (request.query as Record<string, unknown>).token !== undefined) return [];
    const segments = pathname.split('/').filter(Boolean).map(safeDecode);
    const target = pageTarget(segments, tenant.languages);
    if (target.kind !== 'home' && target.kind !== 'tour') return [];
    // The banner card (`banner=true`) is a page of its own, with its own heading: no tour outline.
    if (isBannerRequest(request.query)) return [];
    const server = await entry();
    if (!server) return [];
    const language = resolveContentLanguage(
      lng,
      request.headers['accept-language'],
      tenant.languages,
      tenant.default_language,
    );
    const renderRequest = {
      url: origin + request.url,
      language,
      resources: readTranslations(path.join(distDir, 'locales'), language),
      appHost: app.config.appHost,
      fetchImpl: apiFetch(app, request, language),
    };
    try {
      if (target.kind === 'tour') {
        const outline = await server.renderTourOutline({ ...renderRequest, tourSlug: target.slug });
        return outline === null ? [] : [{ element: 'body', html: outline + tourOutlineStyles }];
      }
      const rendered = await server.renderPage(renderRequest);
      if (!rendered) return [];
      // The screens' stylesheets (the web build names them): the HTML is styled without any script.
      const stylesheets = (templateMeta('meridian-home-css') ?? '').split(' ').filter((href) => href.startsWith('/'));
      return [
        ...stylesheets.map((href): HeadTag => ({ element: 'link', attributes: { rel: 'stylesheet', href } })),
        ...textFontPreload(templateMeta('meridian-text-fonts'), language),
        { element: 'root', html: rendered.html, after: pageStateHtml(rendered.state) },
      ];
    } catch (error) {
      // The page still works as the app alone renders it: say why it was not rendered here.
      request.log.error({ err: error, url: escapeHtml(request.url) }, 'server rendering failed');
      return [];
    }
  };
}
