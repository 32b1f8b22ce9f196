// /{siteName}/embed/{sceneSlug}[/{hotspot}]: the embed-style scene screen.
import { SceneScreen } from './scene-route.tsx';

export function Component() {
  return <SceneScreen embed />;
}
