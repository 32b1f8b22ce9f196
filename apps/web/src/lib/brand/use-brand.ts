import { useQuery } from '@tanstack/react-query';
import { useApi, useContentScope } from '../tenant-context.tsx';
import { brandQuery } from './brand-query.ts';
import { DEFAULT_BRAND } from './default-brand.ts';
import { deriveBrand, type BrandView } from './derive-brand.ts';

const FALLBACK = deriveBrand(DEFAULT_BRAND);

/** The tenant's brand; the default brand while it loads or when it failed (the failure is reported). */
export function useBrand(): BrandView {
  const { data } = useQuery(brandQuery(useApi(), useContentScope()));
  return data ?? FALLBACK;
}
