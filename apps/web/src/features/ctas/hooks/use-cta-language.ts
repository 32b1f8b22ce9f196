// The current content language and its direction: CTA modals lay out right-to-left when the
// tenant marks the language bidirectional (spec section 2, "CTA form modal").
import { useContentScope, useTenant } from '../../../lib/tenant-context.tsx';

export interface CtaLanguage {
  language: string;
  dir: 'ltr' | 'rtl';
}

export function useCtaLanguage(): CtaLanguage {
  const { language } = useContentScope();
  const { languages } = useTenant();
  const bidi = languages.find((candidate) => candidate.language === language)?.bidi ?? false;
  return { language, dir: bidi ? 'rtl' : 'ltr' };
}
