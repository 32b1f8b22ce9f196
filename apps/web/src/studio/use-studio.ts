// The Studio's state: the pack as the local server holds it, and the calls that change it. Each
// answer is the whole new state (files, errors, history), so the page never guesses.
import type { StudioOperation, StudioState } from '@meridian/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { studioApi } from './studio-api.ts';

/** An edit's operations, or how to make them from the pack as it is when the edit's turn comes. */
export type Operations = StudioOperation[] | ((state: StudioState) => StudioOperation[]);

export interface ChangeOptions {
  /**
   * Wait for the call on its way instead of being dropped: for a value written in place (a text, a
   * focal point, a colour), whose path another value edit does not move. Its operations are best
   * made at its turn (a function), from the texts the previous edit wrote.
   */
  waitTurn?: boolean;
}

export type Change = (label: string, operations: Operations, options?: ChangeOptions) => Promise<boolean>;

export interface Studio {
  state: StudioState | null;
  busy: boolean;
  failure: string | null;
  change: Change;
  run: (action: () => Promise<StudioState>, waitTurn?: boolean) => Promise<boolean>;
  /** Shows a failure that happened outside `run` (an upload). */
  report: (error: unknown) => void;
}

export function useStudio(): Studio {
  const [state, setState] = useState<StudioState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The state as last answered, for edits made at their turn (the render's copy may be older).
  const latest = useRef<StudioState | null>(null);
  const show = useCallback((next: StudioState) => {
    latest.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    studioApi.state().then(show, (error: unknown) => setFailure(String(error)));
  }, [show]);

  // One call at a time. An edit names its paths from the state it saw, so it is dropped while another
  // call is on its way (its control is disabled then); Save, Undo and Redo, and the edits of a value
  // in place (ChangeOptions), wait their turn.
  const inFlight = useRef<Promise<boolean> | null>(null);
  const run = useCallback(
    async (action: () => Promise<StudioState>, waitTurn = false): Promise<boolean> => {
      while (inFlight.current) {
        if (!waitTurn) return false;
        await inFlight.current;
      }
      const call = (async () => {
        setBusy(true);
        try {
          show(await action());
          setFailure(null);
          return true;
        } catch (error) {
          setFailure(error instanceof Error ? error.message : String(error));
          return false;
        } finally {
          inFlight.current = null;
          setBusy(false);
        }
      })();
      inFlight.current = call;
      return call;
    },
    [show],
  );

  const change = useCallback<Change>(
    (label, operations, options = {}) => {
      if (Array.isArray(operations) && operations.length === 0) return Promise.resolve(true);
      return run(async () => {
        const current = latest.current;
        const made = typeof operations === 'function' ? (current ? operations(current) : []) : operations;
        if (made.length === 0 && current) return current; // nothing left to write
        return studioApi.change({ label, operations: made });
      }, options.waitTurn);
    },
    [run],
  );

  const report = useCallback((error: unknown) => {
    setFailure(error instanceof Error ? error.message : String(error));
  }, []);

  return { state, busy, failure, change, run, report };
}
