import type { IncomingMessage } from 'node:http';

/** A well-formed Host header: a lower-case name (IPv6 without brackets) and its port, if it named one. */
export interface SiteHost {
  name: string;
  port: number | null;
}

const label = '[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?';
const hostNamePattern = new RegExp(`^${label}(\\.${label})*\\.?$`);
const ipv6Pattern = /^[0-9a-f:.]+$/;

/** How many Host headers the request carried (Node keeps only the first in `headers`). */
export function hostHeaderCount(request: Pick<IncomingMessage, 'rawHeaders'>): number {
  let count = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * The request's Host, parsed strictly, or what is wrong with it: none, more than one, userinfo
 * (`user@host`), a port that is not 1–65535, an unbalanced IPv6 bracket, characters no host name
 * has. Everything after this reads the parsed host, never the header (issue 30: `Host:
 * localhost:99999` was a 500 and `localhost:3000@evil.example` an og:url on evil.example).
 */
export function parseHostHeader(request: Pick<IncomingMessage, 'rawHeaders' | 'headers'>): SiteHost | string {
  const count = hostHeaderCount(request);
  if (count === 0) return 'A Host header is required';
  if (count > 1) return 'Only one Host header is allowed';
  const raw = request.headers.host ?? '';
  if (raw === '') return 'The Host header is empty';
  if (raw.length > 255) return 'The Host header is too long';
  const value = raw.toLowerCase();
  if (value.includes('@')) return 'The Host header must not contain user information (@)';
  let name: string;
  let portText: string | undefined;
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close === -1) return 'The Host header opens an IPv6 address with [ and never closes it';
    name = value.slice(1, close);
    const rest = value.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) return 'The Host header has text after its IPv6 address';
    portText = rest === '' ? undefined : rest.slice(1);
    if (!ipv6Pattern.test(name) || !name.includes(':')) return 'The Host header holds a malformed IPv6 address';
  } else {
    const colon = value.indexOf(':');
    name = colon === -1 ? value : value.slice(0, colon);
    portText = colon === -1 ? undefined : value.slice(colon + 1);
    if (!hostNamePattern.test(name)) return 'The Host header holds no valid host name';
  }
  if (portText === undefined) return { name: name.replace(/\.$/, ''), port: null };
  if (!/^\d{1,5}$/.test(portText)) return 'The Host header port must be a number';
  const port = Number(portText);
  if (port < 1 || port > 65535) return 'The Host header port must be between 1 and 65535';
  return { name: name.replace(/\.$/, ''), port };
}

/** `name[:port]` as a URL writes it (IPv6 in brackets). */
export function formatHost(name: string, port: number | null): string {
  const host = name.includes(':') ? `[${name}]` : name;
  return port === null ? host : `${host}:${String(port)}`;
}
