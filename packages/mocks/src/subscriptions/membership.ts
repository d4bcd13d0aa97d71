// The membership: its state, cancel, reactivate, the retention offers and the change of plan.
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from '../respond.ts';
import type { MockStore } from '../store.ts';

export function membershipHandlers(_store: MockStore, _options: HandlerOptions = {}): HttpHandler[] {
  return [];
}
