// The CTA queue (spec section 4, "Entry CTA"). The shell only needs `entryCtaDismissed` (the tour
// viewer is told about it); the CTA feature (issue 5) owns showing, closing and the cookies.
import { create } from 'zustand';

export type CtaSource = 'entry' | 'timed' | 'button' | 'end-of-tour' | 'parameter';

export interface CtaRequest {
  ctaId: number;
  source: CtaSource;
}

interface CtaQueueState {
  queue: CtaRequest[];
  /** The entry CTA was closed with its close control (a dismissal, spec section 4). */
  entryCtaDismissed: boolean;
  enqueue: (request: CtaRequest) => void;
  /** Removes and returns the first request. */
  shift: () => CtaRequest | undefined;
  dismissEntryCta: () => void;
}

export const useCtaQueueStore = create<CtaQueueState>((set, get) => ({
  queue: [],
  entryCtaDismissed: false,
  enqueue: (request) => {
    const { queue } = get();
    if (queue.some((queued) => queued.ctaId === request.ctaId)) return;
    set({ queue: [...queue, request] });
  },
  shift: () => {
    const [first, ...rest] = get().queue;
    set({ queue: rest });
    return first;
  },
  dismissEntryCta: () => set({ entryCtaDismissed: true }),
}));
