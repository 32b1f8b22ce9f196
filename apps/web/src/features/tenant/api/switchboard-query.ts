// GET /api/switchboard/{hostname}/ — tenant info, or `{ error }` for a host without a tenant.
import { queryOptions } from '@tanstack/react-query';
import { switchboardResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';

export function switchboardQuery(api: ApiClient, hostname: string) {
  return queryOptions({
    queryKey: ['switchboard', hostname],
    queryFn: ({ signal }) =>
      api.get(`/api/switchboard/${encodeURIComponent(hostname)}/`, switchboardResponse, { signal }),
    staleTime: Infinity,
    meta: { context: 'switchboard', report: false },
    retry: false,
  });
}
