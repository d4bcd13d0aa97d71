// drizzle-kit reads this to generate SQL migrations from the parts of src/db/schema.ts (`npm run db:generate`).
// Migrations are applied at start-up by the runtime migrator (src/db/database.ts), never by drizzle-kit.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema-core.ts',
    './src/db/schema-messaging.ts',
    './src/db/schema-discovery.ts',
    './src/db/schema-profile.ts',
    './src/db/schema-photos.ts',
    './src/db/schema-billing.ts',
    './src/db/schema-spin.ts',
    './src/db/schema-account.ts',
    './src/db/schema-jobs.ts',
    './src/db/schema-live.ts',
    './src/db/schema-data-export.ts',
    './src/db/schema-join.ts',
    './src/db/schema-sign-in.ts',
  ],
  out: './drizzle',
});
