// The Studio's state: the pack as the local server holds it, and the calls that change it. Each
// answer is the whole new state (files, errors, history), so the page never guesses.
import type { StudioOperation, StudioState } from '@meridian/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { studioApi } from './studio-api.ts';

export interface Studio {
  state: StudioState | null;
  busy: boolean;
  failure: string | null;
  change: (label: string, operations: StudioOperation[]) => Promise<boolean>;
  run: (action: () => Promise<StudioState>, waitTurn?: boolean) => Promise<boolean>;
}

export function useStudio(): Studio {
  const [state, setState] = useState<StudioState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    studioApi.state().then(setState, (error: unknown) => setFailure(String(error)));
  }, []);

  // One call at a time. An edit names its paths from the state it saw, so it is dropped while another
  // call is on its way (its control is disabled then); Save, Undo and Redo wait their turn.
  const inFlight = useRef<Promise<boolean> | null>(null);
  const run = useCallback(async (action: () => Promise<StudioState>, waitTurn = false): Promise<boolean> => {
    while (inFlight.current) {
      if (!waitTurn) return false;
      await inFlight.current;
    }
    const call = (async () => {
      setBusy(true);
      try {
        setState(await action());
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
  }, []);

  const change = useCallback(
    (label: string, operations: StudioOperation[]) =>
      operations.length === 0 ? Promise.resolve(true) : run(() => studioApi.change({ label, operations })),
    [run],
  );

  return { state, busy, failure, change, run };
}
