import fp from 'fastify-plugin';
import { createDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Opens the database (SQLite or PostgreSQL), migrates it and closes it last on shutdown. */
export default fp(
  async (app) => {
    const db = createDatabase(app.config.database);
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
