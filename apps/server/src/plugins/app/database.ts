import { count } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database.ts';
import { openDatabase } from '../../db/database.ts';
import { members } from '../../db/schema.ts';
import { ensurePlanCatalog } from '../../seed/plans.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one); it is then left open when the app closes. */
  database?: DatabaseHandle;
  /** Seed the demo community when no member exists. */
  seedDemo: boolean;
  /** Apply migrations (and seed) before serving. */
  prepare: boolean;
}

/** Opens the database from the config (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates and seeds it. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { config } = app;
    const database =
      options.database ??
      (await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
          : { kind: 'pglite', dataDir: config.dataDir },
      ));
    if (!options.database) app.addHook('onClose', () => database.close());
    app.decorate('database', database);

    if (!options.prepare) return;
    await database.prepare(async (db) => {
      const plans = await ensurePlanCatalog(db);
      if (plans > 0) app.log.info({ plans }, 'plan catalog created');
      if (!options.seedDemo) return;
      const [existing] = await db.select({ n: count() }).from(members);
      if ((existing?.n ?? 0) > 0) return;
      const started = Date.now();
      // Loaded only when needed: faker is for local demos, not for serving.
      const { seedDemoCommunity } = await import('../../seed/demo.ts');
      const seeded = await seedDemoCommunity(db);
      if (seeded) app.log.info({ ...seeded, ms: Date.now() - started }, 'demo community created');
    });
  },
  { name: 'database', dependencies: ['config'] },
);
