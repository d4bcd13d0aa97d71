// The membership, checkout and purchase calls of the contract's subscriptions.ts, over the billing service.
import {
  acceptOffer,
  cancelSubscription,
  changePlan,
  completeChallenge,
  createPurchase,
  getCheckout,
  getPurchase,
  getSubscription,
  openCheckout,
  reactivateSubscription,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

export default async function subscriptionRoutes(app: FastifyInstance) {
  const { billing } = app;
  contractRoute(app, getSubscription, 'member', async ({ member }) => ({
    data: await billing.subscription(member.id),
  }));
  contractRoute(app, openCheckout, 'member', async ({ member, body }) => ({
    data: await billing.openCheckout(member.id, body.planId),
  }));
  contractRoute(app, getCheckout, 'member', async ({ member, params }) => ({
    data: await billing.getCheckout(member.id, params.checkoutId),
  }));
  contractRoute(app, createPurchase, 'member', async ({ member, body, request }) => ({
    data: await billing.purchase(member, body, request.ip),
  }));
  contractRoute(app, getPurchase, 'member', async ({ member, params }) => ({
    data: await billing.getPurchase(member.id, params.reference),
  }));
  contractRoute(app, completeChallenge, 'member', async ({ member, params, body }) => ({
    data: await billing.completeChallenge(member.id, params.reference, body.approve),
  }));
  contractRoute(app, cancelSubscription, 'member', async ({ member, body }) => ({
    data: await billing.cancel(member.id, body.reason),
  }));
  contractRoute(app, reactivateSubscription, 'member', async ({ member }) => ({
    data: await billing.reactivate(member.id),
  }));
  contractRoute(app, acceptOffer, 'member', async ({ member, params, body, request }) => ({
    data: await billing.acceptOffer(member, params.offer, body.idempotencyKey, request.ip),
  }));
  contractRoute(app, changePlan, 'member', async ({ member, body }) => ({
    data: await billing.changePlan(member.id, body.planId),
  }));
}
