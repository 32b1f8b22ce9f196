// "One modal at a time" (issue 12): which waiting CTA shows next. A CTA on screen is never
// replaced; the ones waiting behind it are ordered by a fixed priority, first come first served
// within a priority:
//
//   0  a gated entry CTA (the visit cannot go on without it) and the CTA preview page
//   1  a button CTA the visitor pressed (they asked for it)
//   2  the entry CTA (spec section 4: 300 ms after load)
//   3  after-splash CTAs (timing 0: when the splash closes)
//   4  CTAs timed after n scenes
//   5  end-of-tour CTAs
//
// Shown automatically (entry, timed, end of tour, opencta) only outside embeds and previews; a
// CTA is shown automatically at most once per visit, cookie flag or not (visit-memory.ts).
import type { CtaRequest, CtaSource } from './cta-store.ts';

export function ctaPriority({ cta, source }: Pick<CtaRequest, 'cta' | 'source'>): number {
  switch (source) {
    case 'preview':
      return 0;
    case 'entry':
    case 'parameter':
      return cta.gate_entry ? 0 : 2;
    case 'button':
      return 1;
    case 'timed':
      return cta.timing === 0 ? 3 : 4;
    case 'end-of-tour':
      return 5;
  }
}

/** Sources the app shows on its own (as opposed to a visitor's request or the preview page). */
export function isAutomatic(source: CtaSource): boolean {
  return source !== 'button' && source !== 'preview';
}

/**
 * The queue with `request` placed behind every request of the same or higher priority. With
 * `headOnScreen`, the first request is on screen and keeps its place whatever arrives.
 */
export function insertByPriority(
  queue: readonly CtaRequest[],
  request: CtaRequest,
  headOnScreen: boolean,
): CtaRequest[] {
  const start = headOnScreen && queue.length > 0 ? 1 : 0;
  const priority = ctaPriority(request);
  let index = start;
  while (index < queue.length && ctaPriority(queue[index] as CtaRequest) <= priority) index += 1;
  return [...queue.slice(0, index), request, ...queue.slice(index)];
}
