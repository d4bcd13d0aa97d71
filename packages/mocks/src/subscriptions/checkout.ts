// Checkout: POST purchases (the sandbox's test cards, idempotency keys, the server's own prices), the 3-D Secure
// step and the receipts.
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from '../respond.ts';
import type { MockStore } from '../store.ts';

export function checkoutHandlers(_store: MockStore, _options: HandlerOptions = {}): HttpHandler[] {
  return [];
}
