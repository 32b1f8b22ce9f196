import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../tenancy/public-origin.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';
import { escapeHtml } from '../http/html-escape.ts';
import { acceptsWebP } from '../http/accept-header.ts';

/**
 * The server-rendered part of each app page's <head>: link previews (title, description, og:, twitter:)
 * and discovery links must be in the HTML itself, because crawlers and chat apps run no JavaScript.
 *
 * The seam: a module calls `app.pageHead.contribute(contributor)`; on every app page the web-app
 * plugin asks each contributor, in registration order, for tags and writes them into index.html.
 * The first `title` wins. Output is cached per host, tenant version, language and URL, so a page
 * costs the content reads once per import.
 */
export type HeadTag =
  | { element: 'title'; text: string }
  | { element: 'meta'; attributes: Record<string, string> }
  /**
   * `early`: written before the built page's own scripts and stylesheets, so the browser asks for it
   * first. Over HTTP/1.1 a host has six connections, and the app's entry and module preloads would
   * otherwise take them all before a font the first paint needs is asked for.
   */
  | { element: 'link'; attributes: Record<string, string>; early?: true }
  /**
   * Not a head tag: HTML written first in `<body>`, before the app's root (a static first view the
   * browser paints before the app's code runs). The contributor escapes what it puts in.
   * `beforeStyles`: it is styled inline, needs none of the app's stylesheets, and is painted before
   * they arrive (they move from `<head>` to just after it, web-app.routes.ts `withPageHead`).
   */
  | { element: 'body'; html: string; beforeStyles?: true; replacedByRoot?: true }
  /**
   * Not a head tag: the app's own HTML of the page, written into its `#root` (issue 36: the screen
   * rendered on the server, modules/web-app/server-render.ts), with whatever follows it (the state
   * it was rendered from). Body HTML marked `replacedByRoot` (a static first view) is then left out.
   */
  | { element: 'root'; html: string; after: string }
  /** Not a head tag: the page's language and direction, written on `<html>` (the first one wins). */
  | { element: 'html'; lang: string; dir: 'ltr' | 'rtl' }
  /**
   * Not a head tag: the answer's status (the first one wins). 404 for a tour, scene or group that does
   * not exist: the app's page still boots and shows its not-found state, and crawlers see no soft 404.
   */
  | { element: 'status'; code: 404 };

export interface PageHeadContext {
  request: FastifyRequest;
  tenant: ResolvedTenant;
  /** The path without its query, e.g. `/northfield/home/science`. */
  pathname: string;
  /** `https://tours.example` as the visitor reached it, for absolute URLs (og:image must be one). */
  origin: string;
  /** The first `lng` query value, if any (the app's language parameter). */
  lng: string | undefined;
  /** The content of a `<meta name>` of the built page (the web build names some of its files there). */
  templateMeta: (name: string) => string | null;
}

export type HeadContributor = (context: PageHeadContext) => Promise<readonly HeadTag[]> | readonly HeadTag[];

export interface PageHead {
  contribute(contributor: HeadContributor): void;
  /** The HTML of every contributed tag for this request ('' without a tenant), for this built page. */
  render(request: FastifyRequest, template: string): Promise<RenderedHead>;
}

function renderAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .filter(([name]) => /^[a-z][a-z0-9:-]*$/i.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

export interface RenderedHead {
  title: string | null;
  tags: string;
  /** Tags for the head's start, before the built page's scripts and stylesheets (`early` links). */
  earlyTags: string;
  /** HTML for the start of `<body>` ('' when no contributor wrote any). */
  body: string;
  /** The server-rendered `#root` content and what follows the root, or null. */
  root: { html: string; after: string } | null;
  /** The body's HTML paints before the app's stylesheets (HeadTag `beforeStyles`). */
  bodyBeforeStyles: boolean;
  /** `lang` and `dir` for `<html>`, or null to keep the built page's. */
  html: { lang: string; dir: 'ltr' | 'rtl' } | null;
  status: 200 | 404;
}

export function renderHeadTags(tags: readonly HeadTag[]): RenderedHead {
  let title: string | null = null;
  let html = '';
  let early = '';
  let body = '';
  let bodyBeforeStyles = false;
  let root: RenderedHead['html'] = null;
  let status: RenderedHead['status'] = 200;
  const appRoot = tags.find((tag) => tag.element === 'root') ?? null;
  for (const tag of tags) {
    if (tag.element === 'title') title ??= `<title>${escapeHtml(tag.text)}</title>`;
    else if (tag.element === 'root') continue;
    else if (tag.element === 'body') {
      if (appRoot && tag.replacedByRoot) continue;
      body += tag.html;
      bodyBeforeStyles ||= tag.beforeStyles === true;
    } else if (tag.element === 'html') root ??= { lang: tag.lang, dir: tag.dir };
    else if (tag.element === 'status') status = tag.code;
    else if (tag.element === 'link' && tag.early) early += `<link${renderAttributes(tag.attributes)}>`;
    else html += `<${tag.element}${renderAttributes(tag.attributes)}>`;
  }
  const rootHtml = appRoot ? { html: appRoot.html, after: appRoot.after } : null;
  return { title, tags: html, earlyTags: early, body, bodyBeforeStyles, html: root, status, root: rootHtml };
}

function firstQueryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first.slice(0, 40) : undefined;
}

function metaContent(html: string, name: string): string | null {
  const escaped = name.replace(/[^a-z0-9-]/gi, '');
  return new RegExp(`<meta name="${escaped}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

/** Bounded: oldest entries go first, whatever paths visitors (or crawlers) make up. */
const maxCachedPages = 1000;

export default fp(
  (app, _options, done) => {
    const contributors: HeadContributor[] = [];
    const cache = new Map<string, RenderedHead>();

    let lastTemplate = '';
    const render = async (request: FastifyRequest, template: string) => {
      // A new web build names other files: what was cached for the old one goes.
      if (template !== lastTemplate) {
        cache.clear();
        lastTemplate = template;
      }
      const tenant = request.tenant;
      if (!tenant || contributors.length === 0) return renderHeadTags([]);
      const pathname = (request.url.split('?')[0] ?? '/').slice(0, 1000);
      const lng = firstQueryValue(request, 'lng');
      // Preview tokens reveal drafts: never cached, never served to anyone else.
      const cacheable = request.preview === null && firstQueryValue(request, 'token') === undefined;
      // The whole URL: contributors may read the query (banner=true, the oEmbed discovery link).
      const origin = publicOrigin(request);
      const key = [
        origin,
        tenant.id,
        tenant.version_hash,
        request.contentLanguage,
        request.url.slice(0, 2000),
        // Contributors may preload an image format the browser names in Accept (the scene page's first view).
        acceptsWebP(request.headers.accept),
      ].join('\n');
      const cached = cacheable ? cache.get(key) : undefined;
      if (cached) return cached;
      const context: PageHeadContext = {
        request,
        tenant,
        pathname,
        origin,
        lng,
        templateMeta: (name) => metaContent(template, name),
      };
      const tags: HeadTag[] = [];
      for (const contributor of contributors) tags.push(...(await contributor(context)));
      const rendered = renderHeadTags(tags);
      if (cacheable) {
        if (cache.size >= maxCachedPages) cache.delete(cache.keys().next().value ?? '');
        cache.set(key, rendered);
      }
      return rendered;
    };

    app.decorate('pageHead', {
      contribute: (contributor) => contributors.push(contributor),
      render,
    } satisfies PageHead);
    done();
  },
  { name: 'page-head', dependencies: ['tenant'] },
);
