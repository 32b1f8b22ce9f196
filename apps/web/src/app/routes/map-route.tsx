// /{siteName}/map and /{siteName}/map/{tabName}/*: the campus map (its engine loads with this route only).
import { MapScreen } from './map/map-screen.tsx';

export function Component() {
  return <MapScreen />;
}
