// Cross-domain linker (spec section 7): iframe and external URLs whose host is one of the brand's
// ga_cross_domains carry the visitor's analytics ids, so the other site continues the session.
// Not in preview mode (spec section 2).

export const LINKER_PARAM = '_gl';

export function hostMatches(host: string, domains: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return domains.some((domain) => {
    const d = domain.toLowerCase().replace(/^\*?\./, '');
    return d !== '' && (lower === d || lower.endsWith(`.${d}`));
  });
}

export function linkerValue(clientId: string, sessionId: string | null): string {
  return ['1', clientId, sessionId ?? ''].map((part) => encodeURIComponent(part)).join('*');
}

export function decorateUrl(
  url: string,
  options: {
    crossDomains: readonly string[];
    preview: boolean;
    clientId: string | null;
    sessionId: string | null;
    base?: string;
  },
): string {
  if (options.preview || !options.clientId || options.crossDomains.length === 0) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, options.base ?? window.location.href);
  } catch {
    return url;
  }
  if (!/^https?:$/.test(parsed.protocol) || !hostMatches(parsed.hostname, options.crossDomains)) return url;
  parsed.searchParams.set(LINKER_PARAM, linkerValue(options.clientId, options.sessionId));
  return parsed.toString();
}

/** Holds the brand's cross domains (set when the brand loads) and decorates URLs with them. */
export class CrossDomainLinker {
  private domains: readonly string[] = [];
  private readonly preview: boolean;
  private readonly ids: { clientId: string | null; sessionId: string | null };

  constructor(options: { preview: boolean; ids: { clientId: string | null; sessionId: string | null } }) {
    this.preview = options.preview;
    this.ids = options.ids;
  }

  setDomains(domains: readonly string[]): void {
    this.domains = domains;
  }

  decorate(url: string): string {
    return decorateUrl(url, { crossDomains: this.domains, preview: this.preview, ...this.ids });
  }
}
