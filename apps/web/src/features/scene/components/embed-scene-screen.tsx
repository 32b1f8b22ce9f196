import { SceneScreen } from './scene-screen.tsx';

export function Component() {
  return <SceneScreen embed />;
}
