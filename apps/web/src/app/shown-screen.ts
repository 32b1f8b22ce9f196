// The screen the router shows, matched once above the shell (app/app-routes.tsx) for the parts that
// act on it before it renders: the layout's immersive frame, the content it will ask for.
import { createContext, useContext } from 'react';
import type { MatchedScreen } from './route-table.tsx';

export const ShownScreenContext = createContext<MatchedScreen | null>(null);

export function useShownScreen(): MatchedScreen | null {
  return useContext(ShownScreenContext);
}
