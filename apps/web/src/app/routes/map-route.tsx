// /{siteName}/map and /{siteName}/map/{tabName}/*: the campus map (its engine loads with this route only).
import { MapScreen } from '../../features/map/components/map-screen.tsx';

export function Component() {
  return <MapScreen />;
}
