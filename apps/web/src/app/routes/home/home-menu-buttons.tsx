// The homepage's way into the universal menu (issue 13, spec section 3 menu flags): "Explore all
// tours" opens its EXPLORE tab when the brand sets `explore_tours`, "All content" its ALL tab when
// the brand sets `personalization`. The menu's own code (tabs, labels, scene list) loads on the
// first click, so the homepage's JavaScript stays what the hero and the cards need.
import Compass from 'lucide-react/icons/compass';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { MenuTab, useMenuStore, visibleTabs } from '../../../features/menu/menu-store.ts';
import type { BrandView } from '../../../lib/brand/derive-brand.ts';

const HomeMenu = lazy(() => import('./home-menu.tsx'));

export function HomeMenuButtons({ site, brand }: { site: string; brand: BrandView }) {
  const { t } = useTranslation();
  const openMenu = useMenuStore((state) => state.openMenu);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const tabs = visibleTabs(brand.activeMenus);
  if (!tabs.includes(MenuTab.explore) && !tabs.includes(MenuTab.all)) return null;

  const open = (tab: MenuTab) => {
    setMenuLoaded(true);
    openMenu(tab);
  };
  return (
    <>
      {tabs.includes(MenuTab.explore) ? (
        <Button variant="secondary" icon={Compass} onClick={() => open(MenuTab.explore)}>
          {t('home.explore')}
        </Button>
      ) : null}
      {tabs.includes(MenuTab.all) ? (
        <Button variant="secondary" icon={LayoutGrid} onClick={() => open(MenuTab.all)}>
          {t('home.allContent')}
        </Button>
      ) : null}
      {menuLoaded ? (
        <Suspense fallback={null}>
          <HomeMenu site={site} brand={brand} />
        </Suspense>
      ) : null}
    </>
  );
}
