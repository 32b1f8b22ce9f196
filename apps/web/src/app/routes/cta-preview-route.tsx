// /{siteName}/ctas[/{ctaId}]: the CTA preview list and one CTA shown as visitors see it.
import { CtaPreviewScreen } from '../../features/ctas/components/cta-preview-screen.tsx';

export function Component() {
  return <CtaPreviewScreen />;
}
