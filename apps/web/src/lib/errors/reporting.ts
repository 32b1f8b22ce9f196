// The error-reporting interface: every failure goes through reportError, which fans out to the
// configured sinks (console always; Sentry when a DSN is configured). Cancelled requests are
// never reported.
import { isCancellation } from '../api-error.ts';

export interface ErrorReport {
  error: unknown;
  /** Short machine-readable context, e.g. `tour-load` or `sitename`. */
  context: string;
  extra?: Record<string, unknown>;
}

export interface ErrorSink {
  name: string;
  send: (report: ErrorReport) => void;
}

export const consoleSink: ErrorSink = {
  name: 'console',
  send: ({ error, context, extra }) => console.error(`[meridian] ${context}`, error, extra ?? ''),
};

const sinks: ErrorSink[] = [consoleSink];

export function addErrorSink(sink: ErrorSink): () => void {
  sinks.push(sink);
  return () => {
    const index = sinks.indexOf(sink);
    if (index >= 0) sinks.splice(index, 1);
  };
}

/** Returns false (and sends nothing) for cancellations. */
export function reportError(error: unknown, context: string, extra?: Record<string, unknown>): boolean {
  if (isCancellation(error)) return false;
  for (const sink of sinks) {
    try {
      sink.send({ error, context, ...(extra ? { extra } : {}) });
    } catch {
      // A failing sink must never take the app down or stop the other sinks.
    }
  }
  return true;
}
