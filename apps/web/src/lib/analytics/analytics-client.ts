// One analytics module (spec section 7). Events go to every sink, except:
// - preview mode (token parameter): nothing at all;
// - embed mode (inside a frame): nothing until the first click, key press, scroll or touch; events
//   tracked before that are held and sent once the visitor interacts.
import type { AnalyticsEvent } from '@meridian/contracts';
import type { EventInput } from './event-catalogue.ts';

export interface AnalyticsSink {
  name: string;
  send: (event: AnalyticsEvent) => void;
  /** Called on page hide: send what is buffered (sendBeacon). */
  flush?: () => void;
}

export interface AnalyticsOptions {
  preview: boolean;
  /** The visitor asked not to be tracked (Do Not Track or Global Privacy Control): nothing is sent. */
  optedOut?: boolean;
  embedded: boolean;
  now?: () => number;
  currentPath?: () => string;
}

export const EMBED_ACTIVATION_EVENTS = ['click', 'keydown', 'scroll', 'touchstart'] as const;

/** Events kept for the first sink, at most (a page that never adds one keeps no more). */
const MAX_EARLY = 100;

export class Analytics {
  private readonly sinks: AnalyticsSink[] = [];
  private readonly held: AnalyticsEvent[] = [];
  /**
   * Events tracked before any sink was added: a screen's effects run before the app layout's,
   * which adds the sinks, so a tour's `tour_start` on its first render would otherwise be lost.
   * The first sink added gets them.
   */
  private readonly early: AnalyticsEvent[] = [];
  private hadSink = false;
  private active: boolean;
  private readonly options: AnalyticsOptions;

  constructor(options: AnalyticsOptions) {
    this.options = options;
    this.active = !options.embedded;
  }

  get enabled(): boolean {
    return !this.options.preview && !this.options.optedOut;
  }

  /** Running inside a frame (embed mode). */
  get embedded(): boolean {
    return this.options.embedded;
  }

  get isActive(): boolean {
    return this.enabled && this.active;
  }

  addSink(sink: AnalyticsSink): () => void {
    this.sinks.push(sink);
    if (!this.hadSink) {
      this.hadSink = true;
      for (const event of this.early.splice(0)) this.dispatch(event);
    }
    return () => {
      const index = this.sinks.indexOf(sink);
      if (index >= 0) this.sinks.splice(index, 1);
    };
  }

  track(input: EventInput): void {
    if (!this.enabled) return;
    const event: AnalyticsEvent = {
      category: input.category,
      action: input.action,
      label: input.label,
      path: input.path ?? this.options.currentPath?.() ?? window.location.pathname,
      ts: Math.round(this.options.now?.() ?? Date.now()),
      ...(input.value === undefined ? {} : { value: input.value }),
    };
    if (!this.active) {
      this.held.push(event);
      return;
    }
    this.dispatch(event);
  }

  /** Embed mode: the visitor interacted; release held events. */
  activate(): void {
    if (this.active) return;
    this.active = true;
    for (const event of this.held.splice(0)) this.dispatch(event);
  }

  /** Starts listening for the first interaction (embed mode); returns a cleanup. */
  activateOnFirstInteraction(target: Window = window, onActivate?: () => void): () => void {
    if (this.active) return () => undefined;
    const onInteraction = () => {
      cleanup();
      this.activate();
      onActivate?.();
    };
    const cleanup = () => {
      for (const type of EMBED_ACTIVATION_EVENTS) target.removeEventListener(type, onInteraction, true);
    };
    for (const type of EMBED_ACTIVATION_EVENTS)
      target.addEventListener(type, onInteraction, { capture: true, passive: true });
    return cleanup;
  }

  flush(): void {
    for (const sink of this.sinks) sink.flush?.();
  }

  private dispatch(event: AnalyticsEvent): void {
    if (!this.hadSink) {
      if (this.early.length < MAX_EARLY) this.early.push(event);
      return;
    }
    for (const sink of this.sinks) {
      try {
        sink.send(event);
      } catch {
        // An analytics sink must never break the page.
      }
    }
  }
}

/** Do Not Track (`navigator.doNotTrack`, or `window.doNotTrack` in older browsers) or Global Privacy Control is on. */
export function optsOutOfTracking(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  const dnt = nav.doNotTrack ?? (win as Window & { doNotTrack?: string | null }).doNotTrack ?? null;
  return dnt === '1' || dnt === 'yes' || nav.globalPrivacyControl === true;
}

/** Inside a frame: window.top is another window (or inaccessible cross-origin). */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
