// The subscriptions group: checkout (purchases, 3-D Secure, receipts) and the membership (status, cancel,
// reactivate, offers, change of plan), over one store.
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { checkoutHandlers } from './checkout.ts';
import { membershipHandlers } from './membership.ts';

export const subscriptionHandlers = (store: MockStore, options: HandlerOptions = {}): HttpHandler[] => [
  ...checkoutHandlers(store, options),
  ...membershipHandlers(store, options),
];
