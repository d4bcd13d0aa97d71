// MSW mocks for Storybook and tests only: never imported by the site or the server.
export * from './factories.ts';
export * from './db.ts';
export * from './handlers.ts';
export * from './scenarios.ts';
export * from './messaging/index.ts';
export * from './discovery/index.ts';

/** Every handler of a HandlerGroups object as one list (for `setupServer(...allHandlers(groups))`). */
export { allHandlers } from './all-handlers.ts';
