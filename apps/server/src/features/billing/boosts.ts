// Boosts: the member first in search and lists for a while, bought (a purchase of the boost plan) or won (the spin
// game's instant win). A new boost starts where a running one ends, so boosts add up instead of overlapping.
import { and, eq, gt, sql } from 'drizzle-orm';
import { boosts, members } from '../../db/schema.ts';
import type { BillingContext, Executor } from './context.ts';

export type BoostSource = 'bought' | 'instant-win';

/** When the member's running boosts end (null when none runs at `now`). */
export const boostEndsAt = async (executor: Executor, memberId: number, now: Date): Promise<Date | null> => {
  const [running] = await executor
    .select({ endsAt: sql<Date | null>`max(${boosts.endsAt})`.mapWith(boosts.endsAt) })
    .from(boosts)
    .where(and(eq(boosts.memberId, memberId), gt(boosts.endsAt, now)));
  return running?.endsAt ?? null;
};

/** Adds a boost of `minutes`, from now or from the end of a running one; returns when it ends. */
export const boostIn = async (
  { clock }: BillingContext,
  executor: Executor,
  memberId: number,
  source: BoostSource,
  minutes: number,
  paymentReference: string | null,
) => {
  const now = clock.now();
  const running = await boostEndsAt(executor, memberId, now);
  const startsAt = running && running > now ? running : now;
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  await executor.insert(boosts).values({ memberId, source, paymentReference, startsAt, endsAt });
  return endsAt;
};

export const grantBoost = (ctx: BillingContext, memberId: number, source: BoostSource, minutes: number) =>
  ctx.db.transaction(async (tx) => {
    // One member's boosts are granted one after the other, so two at once queue instead of overlapping.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    return boostIn(ctx, tx, memberId, source, minutes, null);
  });
