/** banner=true: true only if the first value equals `true`, case-insensitive (spec section 2). */
export function isBannerRequest(query: unknown): boolean {
  const value = (query as Record<string, unknown> | undefined)?.banner;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.toLowerCase() === 'true';
}
