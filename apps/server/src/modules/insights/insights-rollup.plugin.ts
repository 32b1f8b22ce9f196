import fp from 'fastify-plugin';
import { catchUp } from './insights-rollup.service.ts';

/** How often the rollups catch up: soon after a day settles, and after any stop, within this long. */
export const ROLLUP_INTERVAL_MS = 5 * 60_000;

/**
 * The insights rollups, outside any request (docs/insights.md, "Scale"): when the server is ready
 * (after the retention's first sweep, registered before) and then every ROLLUP_INTERVAL_MS, each
 * tenant's settled days not yet rolled up are rolled up, batch by batch. Every instance runs it: a
 * batch locks the tenant's rollup state, so two instances take turns and never roll a day twice.
 * Closing the server waits for the batch in progress and starts no other.
 */
export default fp(
  (app, _options, done) => {
    let timer: ReturnType<typeof setInterval> | null = null;
    let running: Promise<void> | null = null;
    let closing = false;
    const run = async () => {
      const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
      for (const { id } of tenants) {
        if (closing) return;
        try {
          await catchUp(
            app.db,
            id,
            () => new Date(),
            () => closing,
          );
        } catch (error) {
          // The next run starts again from the state the last committed batch left.
          app.log.error({ err: error, tenant: id }, 'insights rollup failed');
        }
      }
    };
    const start = () => {
      if (running || closing) return;
      running = run()
        .catch((error: unknown) => app.log.error({ err: error }, 'insights rollup failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', (next) => {
      if (app.config.insightsRollups === false) {
        next();
        return;
      }
      start();
      timer = setInterval(start, ROLLUP_INTERVAL_MS);
      timer.unref();
      next();
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'insights-rollups', dependencies: ['db', 'analytics-retention'] },
);
