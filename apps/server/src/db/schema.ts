// The whole database schema, one Drizzle declaration shared by PGlite and PostgreSQL (>= 15), gathered from its
// parts: the parts import members from schema-core.ts, never from here, so the schema has no import cycle.
// `npm run db:generate -w @app/server` turns changes into SQL migrations under apps/server/drizzle/.
export * from './schema-core.ts';
export * from './schema-messaging.ts';
export * from './schema-discovery.ts';
export * from './schema-profile.ts';
export * from './schema-photos.ts';
export * from './schema-billing.ts';
export * from './schema-spin.ts';
export * from './schema-account.ts';
export * from './schema-jobs.ts';
export * from './schema-live.ts';
export * from './schema-data-export.ts';
export * from './schema-join.ts';
export * from './schema-sign-in.ts';
