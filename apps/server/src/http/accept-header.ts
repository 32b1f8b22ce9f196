/** Whether the browser says it decodes WebP (Chromium, Firefox and Safari name it in a page request's Accept). */
export function acceptsWebP(accept: string | undefined): boolean {
  return accept !== undefined && /\bimage\/webp\b/i.test(accept);
}
