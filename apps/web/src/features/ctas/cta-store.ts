// The CTA queue (spec section 4): which call to action is on screen, which wait behind it, and the
// triggers other screens use to ask for one. The tour viewer calls the triggers; the CTA host
// (components/cta-host.tsx) shows the head of the queue and removes it when it closes.
//
//   const ctas = useCtaQueueStore.getState();
//   ctas.triggerAfterSplash();           // timing 0
//   ctas.triggerAfterScenes(3);          // timing 3, after the third scene
//   ctas.triggerEndOfTour();             // the end-of-tour CTAs
//   ctas.openButtonCta(42);              // a button CTA (timing null), or any CTA by id
//   ctas.setTour({ title, slug });       // hosted forms then receive tourTitle / tourSlug
//
// One CTA is on screen at a time; the ones waiting are ordered by cta-priority.ts. While the entry
// CTA is being decided (holdForEntry … settleEntry), nothing shows, so a CTA triggered early
// cannot jump ahead of the entry CTA.
import type { Cta } from '@meridian/contracts';
import { create } from 'zustand';
import { insertByPriority, isAutomatic } from './cta-priority.ts';
import { rememberShownThisVisit, wasShownThisVisit } from './visit-memory.ts';

/** Where a request came from: decides the skip button, gating, cookies and analytics labels. */
export type CtaSource = 'entry' | 'timed' | 'button' | 'end-of-tour' | 'parameter' | 'preview';

export interface CtaRequest {
  ctaId: number;
  cta: Cta;
  source: CtaSource;
}

export interface TourContext {
  title: string;
  slug: string;
}

interface CtaQueueState {
  /** Every CTA the brand knows (brand_ctas, call_to_action, on_entry_ctas), set when it loads. */
  catalogue: Cta[];
  /** End-of-tour CTAs (the brand's call_to_action and any CTA flagged end_of_tour). */
  endOfTour: Cta[];
  queue: CtaRequest[];
  /** Timed CTAs already triggered in this page load: each shows at most once. */
  triggered: number[];
  /** The entry CTA was closed with its close control or dismiss button (a dismissal, spec section 4). */
  entryCtaDismissed: boolean;
  /** The tour being viewed, if any (hosted-form URLs carry it). */
  tour: TourContext | null;
  /** The entry CTA was considered for this page load (it is never considered twice). */
  entryChecked: boolean;
  markEntryChecked: () => void;
  /** The entry CTA is being decided: nothing shows until it is settled. */
  entryPending: boolean;
  holdForEntry: () => void;
  /** The entry decision: the entry CTA (queued ahead of everything but a gated one) or none. */
  settleEntry: (entry: Cta | null) => void;
  /** False in an embed and in preview: CTAs the app would show on its own are not shown. */
  automaticAllowed: boolean;
  setAutomaticAllowed: (allowed: boolean) => void;
  setCatalogue: (ctas: { all: Cta[]; endOfTour: Cta[] }) => void;
  setTour: (tour: TourContext | null) => void;
  enqueue: (request: { cta: Cta; source: CtaSource }) => void;
  /** Removes the CTA on screen (the head of the queue); the next one, if any, shows. */
  closeCurrent: () => void;
  /** Removes one CTA from the queue wherever it is. */
  remove: (ctaId: number) => void;
  /** Removes and returns the first request. */
  shift: () => CtaRequest | undefined;
  dismissEntryCta: () => void;
  triggerAfterSplash: () => void;
  triggerAfterScenes: (scenesSeen: number) => void;
  triggerEndOfTour: () => void;
  /** Opens a CTA by id (button CTAs); false when the brand has no such CTA. */
  openButtonCta: (ctaId: number) => boolean;
}

/** Spec section 3: a CTA counts as timed when its timing is not null and at least -1. */
export function isTimed(cta: Pick<Cta, 'timing'>): boolean {
  return cta.timing !== null && cta.timing >= -1;
}

function uniqueById(ctas: Cta[]): Cta[] {
  const seen = new Set<number>();
  return ctas.filter((cta) => (seen.has(cta.id) ? false : (seen.add(cta.id), true)));
}

/** The brand's CTAs as the queue's catalogue holds them (`setCatalogue`). */
export function brandCatalogue(brand: { on_entry_ctas: Cta[]; brand_ctas: Cta[]; call_to_action: Cta[] }): {
  all: Cta[];
  endOfTour: Cta[];
} {
  return {
    all: [...brand.on_entry_ctas, ...brand.brand_ctas, ...brand.call_to_action],
    endOfTour: brand.call_to_action,
  };
}

/** The CTAs a visitor opens with a button (timing null, not for the end of a tour). */
export function buttonCtas(catalogue: Cta[]): Cta[] {
  return uniqueById(catalogue).filter((cta) => cta.timing === null && !cta.end_of_tour);
}

export const useCtaQueueStore = create<CtaQueueState>((set, get) => {
  // A CTA the app showed on its own and the visitor closed is not shown again in this visit.
  const rememberIfShown = (request: CtaRequest) => {
    if (!get().entryPending && isAutomatic(request.source)) rememberShownThisVisit(request.ctaId);
  };

  const triggerTimed = (matching: Cta[], source: CtaSource) => {
    const { triggered, enqueue } = get();
    const fresh = matching.filter((cta) => !triggered.includes(cta.id) && !wasShownThisVisit(cta.id));
    if (fresh.length === 0) return;
    set({ triggered: [...triggered, ...fresh.map((cta) => cta.id)] });
    for (const cta of fresh) enqueue({ cta, source });
  };

  return {
    catalogue: [],
    endOfTour: [],
    queue: [],
    triggered: [],
    entryCtaDismissed: false,
    tour: null,
    entryChecked: false,
    markEntryChecked: () => set({ entryChecked: true }),
    entryPending: false,
    holdForEntry: () => set({ entryPending: true }),
    settleEntry: (entry) => {
      // Queued while still pending, so it is sorted in front of what waited for it.
      if (entry) get().enqueue({ cta: entry, source: 'entry' });
      set({ entryPending: false });
    },
    automaticAllowed: true,
    setAutomaticAllowed: (allowed) => set({ automaticAllowed: allowed }),
    setCatalogue: ({ all, endOfTour }) => set({ catalogue: uniqueById(all), endOfTour: uniqueById(endOfTour) }),
    setTour: (tour) => set({ tour }),
    enqueue: ({ cta, source }) => {
      const { queue, automaticAllowed, entryPending } = get();
      if (!automaticAllowed && isAutomatic(source)) return;
      if (queue.some((queued) => queued.ctaId === cta.id)) return;
      set({ queue: insertByPriority(queue, { ctaId: cta.id, cta, source }, !entryPending) });
    },
    closeCurrent: () => {
      const [current, ...rest] = get().queue;
      if (current) rememberIfShown(current);
      set({ queue: rest });
    },
    remove: (ctaId) => {
      const { queue } = get();
      if (queue[0]?.ctaId === ctaId) rememberIfShown(queue[0]);
      set({ queue: queue.filter((request) => request.ctaId !== ctaId) });
    },
    shift: () => {
      const [first, ...rest] = get().queue;
      set({ queue: rest });
      return first;
    },
    dismissEntryCta: () => set({ entryCtaDismissed: true }),
    triggerAfterSplash: () =>
      triggerTimed(
        get().catalogue.filter((cta) => cta.timing === 0),
        'timed',
      ),
    triggerAfterScenes: (scenesSeen) =>
      triggerTimed(
        get().catalogue.filter((cta) => cta.timing !== null && cta.timing > 0 && cta.timing === scenesSeen),
        'timed',
      ),
    triggerEndOfTour: () => {
      const { endOfTour, catalogue } = get();
      triggerTimed(uniqueById([...endOfTour, ...catalogue.filter((cta) => cta.end_of_tour)]), 'end-of-tour');
    },
    openButtonCta: (ctaId) => {
      const cta = get().catalogue.find((candidate) => candidate.id === ctaId);
      if (!cta) return false;
      get().enqueue({ cta, source: 'button' });
      return true;
    },
  };
});

/** The CTA on screen, if any (none while the entry CTA is being decided). */
export const useCurrentCta = (): CtaRequest | undefined =>
  useCtaQueueStore((state) => (state.entryPending ? undefined : state.queue[0]));
