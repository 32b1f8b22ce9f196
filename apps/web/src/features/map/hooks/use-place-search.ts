import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { searchQuery } from '../api/map-queries.ts';
import { geocodingService } from '../api/geocoding-service.ts';

/** Place search for `text`: the tenant's places and its geocoder's (Meridian's, or the configured one), near the campus. */
export function usePlaceSearch(text: string) {
  const settings = useBrand().maps_settings;
  const service = useMemo(() => geocodingService(settings), [settings]);
  return useQuery(searchQuery(useApi(), useContentScope(), text, service, settings?.center));
}
