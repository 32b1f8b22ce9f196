// Hydration in pieces (issue 36, docs/web-app.md "Server rendering"). Adopting the whole server-rendered
// page in one render is one task of 50–100 ms on this machine, four times that on a mid-range phone,
// and the page answers no tap until it ends. A part wrapped in <HydrateLater> is left as the server
// drew it by the render that hydrates the page, and adopted in a task of its own after it, one part
// per task, in the order the parts were met. The trick is Suspense's: a component that suspends while
// hydrating keeps its server DOM (Preact's resumed hydration) and hydrates it when its promise settles.
// Until then its links work as plain links and its HTML is already on screen.
import { Component, Suspense, useState, type ReactNode } from 'react';
import { isServer, rendersServerHtml } from './hydration.ts';
import { yieldToMain } from './yield-to-main.ts';

/** The turns handed out so far; each starts in a new task once the one before has been taken. */
let lastTurn: Promise<void> = Promise.resolve();

function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(yieldToMain);
  return lastTurn;
}

/**
 * Settles once every part has been adopted, the parts within adopted parts included (app/boot.tsx
 * waits for it before it lets the screens fill in what only the browser knows). Each adoption is its
 * turn's render, which runs in the turn's own task before the next turn's task begins.
 */
export async function deferredHydrationSettled(): Promise<void> {
  // A part adopted in its turn may hold parts of its own, which take their turns after it: waited
  // for too, until a turn ends with no new one handed out.
  let waitedFor: Promise<void>;
  do {
    waitedFor = lastTurn;
    await waitedFor.then(yieldToMain);
  } while (waitedFor !== lastTurn);
}

interface AdoptProps {
  children: ReactNode;
}

/**
 * A class, not a function: a component that suspends before its first commit loses its hooks, but
 * keeps its instance, and the instance is what remembers that its turn has come.
 */
class AdoptInTurn extends Component<AdoptProps> {
  private turn: Promise<void> | null = null;
  private adopted = false;

  override render(): ReactNode {
    if (!this.adopted && rendersServerHtml()) {
      this.turn ??= nextTurn().then(() => {
        this.adopted = true;
      });
      // Suspense's protocol: a thrown promise marks this part as waiting, and keeps its server HTML.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw this.turn;
    }
    return this.props.children;
  }
}

/**
 * Renders `children` (which must be one element: a part left as the server drew it keeps one DOM node)
 * at once on the server and in every render but the hydrating one; in the hydrating render, adopts them
 * in a later task of their own. Where the component was not mounted by a hydration, it adds nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [deferred] = useState(() => !isServer && rendersServerHtml());
  if (!deferred) return children;
  return (
    <Suspense fallback={null}>
      <AdoptInTurn>{children}</AdoptInTurn>
    </Suspense>
  );
}
