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

/**
 * The brand the screen has already loaded, without fetching it (the default brand until then):
 * for parts rendered outside the screen (portalled modals) that only restate its colours.
 */
export function useLoadedBrand(): BrandView {
  const { data } = useQuery({ ...brandQuery(useApi(), useContentScope()), enabled: false });
  return data ?? FALLBACK;
}
