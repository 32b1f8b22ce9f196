// prefers-reduced-motion, read where JavaScript decides about motion (entrance animations that
// report completion, videos that would autoplay). CSS reads the same query through the tokens.
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
