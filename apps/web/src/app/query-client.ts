// One QueryClient: every failed query is reported once (cancellations never), and requests that
// cannot succeed on a retry (cancelled, malformed payload, 4xx) are not retried. The server's
// renderer reports nothing: its queries are requests to the server's own API, which logs its
// failures itself, and a page for a tour that does not exist (a visitor's typo) is no error.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../lib/errors/reporting.ts';
import { ApiError } from '../lib/api-error.ts';

function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

export function createQueryClient({ reportFailures = true }: { reportFailures?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!reportFailures) return;
        // Queries that report their failures themselves (the switchboard's `sitename ERROR!` rule).
        if (query.meta?.report === false) return;
        const context = typeof query.meta?.context === 'string' ? query.meta.context : 'query';
        reportError(error, context, { queryKey: query.queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}
