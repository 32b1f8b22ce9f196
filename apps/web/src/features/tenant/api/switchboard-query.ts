// GET /api/switchboard/{hostname}/ — tenant info, or `{ error }` for a host without a tenant.
// Asked once per page load: the page's entry (main.tsx) sends it before the app's code has
// arrived, and that answer is adopted into the query cache here instead of asking again.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { switchboardResponse, type SwitchboardResponse } from '@meridian/contracts';
import { readResponse, type ApiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { switchboardPath } from '../../../lib/paths.ts';

function switchboardOptions(
  hostname: string,
  queryFn: (context: { signal: AbortSignal }) => Promise<SwitchboardResponse>,
) {
  return queryOptions({
    queryKey: ['switchboard', hostname],
    queryFn,
    staleTime: Infinity,
    meta: { context: 'switchboard', report: false },
    retry: false,
    // A failed lookup is an answer too (the route's site name takes over): never asked again.
    retryOnMount: false,
  });
}

export function switchboardQuery(api: ApiClient, hostname: string) {
  return switchboardOptions(hostname, ({ signal }) =>
    api.get(switchboardPath(hostname), switchboardResponse, { signal }),
  );
}

/**
 * Makes the lookup the page's entry already sent this query's answer, checked like any API answer.
 * The bootstrap's useQuery then joins it (same key, already fetching or settled) instead of asking.
 */
export function adoptSwitchboardRequest(queryClient: QueryClient, hostname: string, request: Promise<Response>): void {
  const url = new URL(switchboardPath(hostname), window.location.origin).toString();
  // A failure is the bootstrap's to read from the query's state, as with its own request.
  const adopted = switchboardOptions(hostname, async () => {
    let response: Response;
    try {
      // A copy: the first view reads the same answer.
      response = (await request).clone();
    } catch (error) {
      throw new ApiError('network', url, error instanceof Error ? error.message : 'network error');
    }
    return readResponse(url, response, switchboardResponse);
  });
  void queryClient.query(adopted).catch(() => undefined);
}
