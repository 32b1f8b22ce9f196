// The universal menu as the homepage shows it: no current tour (so no CURRENT_TOUR tab), the
// brand's tours under EXPLORE and every scene, narrowed by labels, under ALL; the same footer as
// in the viewer (call-to-action area, unit switch, policy and home links).
import { useQuery } from '@tanstack/react-query';
import { labelsQuery } from '../../../features/labels/api/labels-query.ts';
import { LabelsPanel } from '../../../features/labels/components/labels-panel.tsx';
import { scenesForSelection, useLabelsStore } from '../../../features/labels/labels-store.ts';
import { UniversalMenu } from '../../../features/menu/components/universal-menu.tsx';
import { useSceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import type { BrandView } from '../../../lib/brand/derive-brand.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { MenuFooter } from '../viewer/menu-footer.tsx';

export default function HomeMenu({ site, brand }: { site: string; brand: BrandView }) {
  const labels = useQuery(labelsQuery(useApi(), useContentScope())).data ?? [];
  const selected = useLabelsStore((state) => state.selected);
  const directory = useSceneDirectory();
  const labelFilter = scenesForSelection(labels, selected);
  return (
    <UniversalMenu
      site={site}
      activeMenus={brand.activeMenus}
      currentTourId={null}
      labelsPanel={labels.length > 0 ? <LabelsPanel labels={labels} /> : null}
      allScenes={[...directory.byId.values()].filter((entry) => !labelFilter || labelFilter.has(entry.id))}
      footer={<MenuFooter brand={brand} />}
    />
  );
}
