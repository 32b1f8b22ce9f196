// The CTA modals (forms, date picker, sanitiser) load only when a CTA is shown, not with every route.
import { lazy } from 'react';

export const LazyCtaModal = lazy(() => import('./cta-modal.tsx').then((module) => ({ default: module.CtaModal })));
