// The card provider's events (signed, server to server): each event is taken once (payment_events keeps their ids),
// and an event with an outcome settles a payment still waiting for one, as the purchase itself would have.
import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema.ts';
import type { BillingContext } from './context.ts';
import { settle } from './purchases.ts';

/** Takes a provider event: 200 either way once the signature checked; false when the signature is wrong. */
export async function takeWebhook(
  ctx: BillingContext,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<boolean> {
  const { db, provider } = ctx;
  const event = await provider.parseWebhook(rawBody, headers);
  if (!event) return false;
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ provider: provider.name, eventId: event.id })
    .onConflictDoNothing()
    .returning();
  if (!fresh || !event.reference || !event.outcome) return true;
  const [payment] = await db.select().from(payments).where(eq(payments.reference, event.reference));
  if (payment && (payment.status === 'processing' || payment.status === 'requires_action'))
    await settle(ctx, payment.reference, event.outcome);
  return true;
}
