import fp from 'fastify-plugin';
import { badRequest } from '../../http/http-error.ts';
import { formSubmissions } from './insights.repository.ts';
import { insightsPagePattern, isInsightsRequest, requireInsightsAccess, setPrivateHeaders } from './insights-access.ts';
import { buildReport, periodOf, type ReportRequest } from './insights.service.ts';
import { submissionsCsv } from './csv.ts';

const DAY_MS = 86_400_000;
/** The longest period one report covers: a little over the default retention. */
const MAX_DAYS = 400;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

interface PeriodQuery {
  token?: string;
  from?: string;
  to?: string;
}

function validDay(value: string): boolean {
  return dayPattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** `from` and `to` (`YYYY-MM-DD`, both counted); by default the 30 days ending today (UTC). */
export function readPeriod(query: PeriodQuery, now = new Date()): Pick<ReportRequest, 'from' | 'to'> {
  const to = query.to ?? now.toISOString().slice(0, 10);
  if (!validDay(to)) throw badRequest('from and to must be dates written YYYY-MM-DD.');
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  if (!validDay(from)) throw badRequest('from and to must be dates written YYYY-MM-DD.');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw badRequest('from must not be after to.');
  if (days > MAX_DAYS) throw badRequest(`A report covers at most ${MAX_DAYS} days.`);
  return { from, to };
}

/**
 * The insights dashboard (docs/insights.md): `/{site}/insights?token=…` (the web app's page) and
 * its API, `GET /api/v2/insights/` (the report) and `GET /api/v2/insights/forms/{id}.csv` (one
 * form's submissions). Each answers only with a valid insights token of the host's tenant
 * (`meridian insights-link`), and privately (`setPrivateHeaders`).
 */
export default fp(
  (app, _options, done) => {
    const secret = app.config.secret;

    // The page is the web app's index.html (served by the web-app plugin); the token is checked first.
    app.addHook('onRequest', (request, _reply, next) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && insightsPagePattern.test(request.url)) {
        try {
          requireInsightsAccess(request, secret);
        } catch (error) {
          next(error as Error);
          return;
        }
      }
      next();
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      if (isInsightsRequest(request.url)) setPrivateHeaders(reply);
      next(null, payload);
    });
    app.pageHead.contribute(({ pathname }) =>
      insightsPagePattern.test(pathname)
        ? [{ element: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } }]
        : [],
    );

    const config = { responseCache: false } as const;

    app.get<{ Querystring: PeriodQuery }>('/api/v2/insights/', { config }, async (request) => {
      const tenant = requireInsightsAccess(request, secret);
      return buildReport(app.db, { tenantId: tenant.id, ...readPeriod(request.query) });
    });

    app.get<{ Params: { formId: string }; Querystring: PeriodQuery }>(
      '/api/v2/insights/forms/:formId.csv',
      { config },
      async (request, reply) => {
        const tenant = requireInsightsAccess(request, secret);
        const formId = Number(request.params.formId);
        if (!/^\d{1,9}$/.test(request.params.formId)) throw badRequest('The form id must be a number.');
        const period = readPeriod(request.query);
        const rows = await formSubmissions(app.db, periodOf({ tenantId: tenant.id, ...period }), formId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="form-${formId}-${period.from}-${period.to}.csv"`)
          .send(submissionsCsv(rows));
      },
    );
    done();
  },
  { name: 'insights', dependencies: ['tenant', 'page-head', 'db'] },
);
