// Standalone scene routes: /{site}/scene/{sceneSlug}[/{hotspot}] (banner=true shows the embed
// banner card above it) and the embed-style /{site}/embed/{sceneSlug}[/{hotspot}].
// The panorama viewer is built by a later issue and lazy-loaded here.
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isTrueFlag } from '../../../lib/query-params.ts';
import { useTenant } from '../../../lib/tenant-context.tsx';
import { RequireWebGL } from '../../errors/components/require-webgl.tsx';

export function SceneScreen({ embed = false }: { embed?: boolean }) {
  const { t } = useTranslation();
  const { sceneSlug, hotspot } = useParams();
  const tenant = useTenant();
  usePageMeta({ title: `${sceneSlug ?? ''} · ${tenant.siteName}` });
  const [search] = useSearchParams();
  const banner = isTrueFlag(search, 'banner');
  return (
    <RequireWebGL>
      <PlaceholderScreen
        screen={embed ? 'screens.embedScene' : 'screens.scene'}
        screenId={embed ? 'embed-scene' : 'scene-viewer'}
        params={{ siteName: tenant.siteName, sceneSlug, hotspot, banner: banner ? t('shell.yes') : null }}
      />
    </RequireWebGL>
  );
}

export function Component() {
  return <SceneScreen />;
}
