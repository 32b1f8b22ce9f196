import fp from 'fastify-plugin';
import { deleteEventsBefore } from './events.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The moment before which events are deleted: the start of the UTC day `months` calendar months
 * before `now`. Whole days go, so a day's insights rollup goes with all of its events.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  cutoff.setUTCHours(0, 0, 0, 0);
  return cutoff;
}

/**
 * The analytics retention (ANALYTICS_RETENTION_MONTHS, default 13): events older than that are
 * deleted when the server is ready and then once a day. Every instance may run it: a delete of
 * rows already deleted is a no-op.
 */
export default fp(
  (app, _options, done) => {
    const months = app.config.analyticsRetentionMonths ?? 13;
    let timer: ReturnType<typeof setInterval> | null = null;
    const sweep = async () => {
      try {
        const deleted = await deleteEventsBefore(app.db, retentionCutoff(new Date(), months));
        if (deleted > 0) app.log.info({ deleted, months }, 'analytics events past their retention deleted');
      } catch (error) {
        app.log.error({ err: error }, 'analytics retention sweep failed');
      }
    };
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', (_instance, next) => {
      if (timer) clearInterval(timer);
      next();
    });
    done();
  },
  { name: 'analytics-retention', dependencies: ['db'] },
);
