// The universal menu's footer (issue 12): the brand's button CTAs (the call-to-action area), the
// unit switch, the policy links and the link to the brand's own site.
import type { Brand } from '@meridian/contracts';
import House from 'lucide-react/icons/house';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { PolicyLinks } from '../../../features/consent/components/policy-links.tsx';
import { CtaButtons } from '../../../features/ctas/components/cta-buttons.tsx';
import { useMenuStore } from '../../../features/menu/menu-store.ts';
import { useUnitStore, useUnitSystem } from '../../../lib/units.ts';

export function MenuFooter({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const unit = useUnitSystem(brand.unit_system);
  const chooseUnit = useUnitStore((state) => state.choose);
  return (
    <>
      <CtaButtons onOpened={() => useMenuStore.getState().closeMenu()} />
      <SegmentedControl
        legend={t('viewer.menu.units')}
        showLegend
        options={[
          { value: 'metric', label: t('viewer.menu.metric') },
          { value: 'imperial', label: t('viewer.menu.imperial') },
        ]}
        value={unit}
        onChange={chooseUnit}
      />
      <div className="universal-menu__links">
        {brand.home_url ? (
          <a className="universal-menu__home" href={brand.home_url}>
            <House aria-hidden="true" focusable="false" />
            {t('viewer.menu.home', { site: brand.title || brand.name })}
          </a>
        ) : null}
        <PolicyLinks links={brand.policy_links} />
      </div>
    </>
  );
}
