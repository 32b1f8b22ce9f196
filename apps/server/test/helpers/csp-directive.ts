/** The sources a Content-Security-Policy header gives one directive (none when it is absent). */
export function cspDirective(csp: unknown, name: string): string[] {
  const part = String(csp)
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${name} `));
  return part ? part.split(/\s+/).slice(1) : [];
}
