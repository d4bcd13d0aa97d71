export { appPlugin, buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { loadConfig } from './config.ts';
export type { Config } from './config.ts';
export { openDatabase } from './db/database.ts';
export type { DatabaseHandle } from './db/database.ts';
export { DEMO_PASSWORD, demoLogins } from './seed/demo-logins.ts';
