// /, /{siteName}/home[/{g1}[/{g2}[/{g3}]]][/{tour}]: the homepage.
import { HomeScreen } from '../../features/homepage/components/home-screen.tsx';

export function Component() {
  return <HomeScreen />;
}
