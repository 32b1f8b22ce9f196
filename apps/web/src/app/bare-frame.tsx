// The main landmark alone, for what shows before or instead of the layout (a loader, an error page).
import type { ReactNode } from 'react';

export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="app-main app-main--bare">
      {children}
    </main>
  );
}
