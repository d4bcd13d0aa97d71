import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';

/** Discount plan text, exactly as SPEC point 9 gives it. */
export const DISCOUNT_PLAN_TEXT = '1 Month at $14.99 (50% off)';

/** `spins`: extra spins of the spin game (EXTRA_SPINS_PLAN_ID), sold like the boost as a one-time micro plan. */
export const planKind = z.enum(['subscription', 'boost', 'discount', 'spins']);

export const plan = z.object({
  id: z.string(),
  kind: planKind,
  name: z.string(),
  months: z.number().int().nonnegative(),
  /** Price in US dollars, as a decimal string ('29.99'). */
  price: z.string().regex(/^\d+\.\d{2}$/),
  /** The same price in integer cents: what a purchase echoes back and the server checks. */
  priceCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  /** Marketing line shown under the plan (e.g. the discount text). */
  description: z.string(),
  isDefault: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const plansResponse = z.object({ data: z.object({ Plans: z.array(plan) }) });

const optionalText = text().max(500).optional();
/** Query shared by webproducts and microplan. */
export const productsQuery = z.object({
  action: optionalText,
  method: optionalText,
  continueURL: optionalText,
  joinProfileId: optionalText,
  headline: optionalText,
  version: optionalText,
  threadId: optionalText,
});

export const webProducts = defineEndpoint({
  summary: 'Subscription plans (and discount offers) for the paywall.',
  method: 'GET',
  path: '/api/user/billing/webproducts',
  query: productsQuery,
  response: plansResponse,
});

export const microPlan = defineEndpoint({
  summary: 'The one-time micro plans: the boost first, then extra spins.',
  method: 'GET',
  path: '/api/billing/microplan',
  query: productsQuery,
  response: plansResponse,
});

export const solidgateProducts = defineEndpoint({
  summary: 'Plans as sold through the card payment provider.',
  method: 'GET',
  path: '/api/user/billing/solidgate-products',
  query: productsQuery.omit({ headline: true, threadId: true }),
  response: plansResponse,
});
