// Messaging mocks: fixtures, the in-memory store, MSW handlers and named scenarios (rules in README.md).
export * from './factories.ts';
export { MessagingStore } from './store.ts';
export type {
  MessagingError,
  MessagingFaults,
  MessagingMember,
  MessagingOutcome,
  SessionViewer,
  StoredMessage,
  StoredThread,
} from './store.ts';
export { messagingHandlers } from './handlers.ts';
export * from './scenarios.ts';
