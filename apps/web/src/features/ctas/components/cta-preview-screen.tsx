// /{site}/ctas/{ctaId?}: the CTA preview page (the CTA modals are built by a later issue).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTenant } from '../../../lib/tenant-context.tsx';

export function CtaPreviewScreen() {
  const { t } = useTranslation();
  const { ctaId } = useParams();
  const tenant = useTenant();
  usePageMeta({ title: `${t('screens.ctaPreview')} · ${tenant.siteName}` });
  return (
    <PlaceholderScreen
      screen="screens.ctaPreview"
      screenId="cta-preview"
      params={{ siteName: tenant.siteName, ctaId }}
    />
  );
}

export { CtaPreviewScreen as Component };
