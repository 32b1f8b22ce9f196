// Optional Sentry sink: the SDK is downloaded only when a DSN is configured (VITE_SENTRY_DSN), so
// a default install makes no request to any error service.
import { addErrorSink } from '../../lib/errors/reporting.ts';

export async function installSentrySink(dsn: string | undefined): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/browser');
  Sentry.init({ dsn, defaultIntegrations: false });
  addErrorSink({
    name: 'sentry',
    send: ({ error, context, extra }) => {
      Sentry.captureException(error, { tags: { context }, ...(extra ? { extra } : {}) });
    },
  });
  return true;
}
