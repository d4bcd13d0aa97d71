// Every query of the data export: the data_exports rows (request, job attempts, ready, failed, expiry) and the
// member's data the zip holds (collect), read from the tables listed in README.md.
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  blocks,
  boosts,
  dataExports,
  hotlistEntries,
  invites,
  likes,
  memberAnswers,
  memberArtists,
  memberOffers,
  memberProfiles,
  memberRewards,
  members,
  memberships,
  messageThreadMembers,
  messages,
  payments,
  photos,
  plans,
  profileDisables,
  profileViews,
  reports,
  sessions,
  spinCredits,
  spins,
  supportRequests,
  verificationAttempts,
} from '../../db/schema.ts';
import type { DataExportRow } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export function dataExportRepository(db: Database) {
  const latestOf = (ex: Executor, memberId: number, countingOnly = false) =>
    ex
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.memberId, memberId), countingOnly ? ne(dataExports.state, 'failed') : undefined),
      )
      .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
      .limit(1)
      .then((rows): DataExportRow | undefined => rows[0]);

  return {
    /** The member's latest request (any state). */
    latest: (memberId: number) => latestOf(db, memberId),
    /** The member's latest request that counts against the request limit (a failed one does not). */
    latestCounting: (memberId: number) => latestOf(db, memberId, true),

    /**
     * In one transaction holding the member's row lock (two requests at once cannot both pass): `decide` sees the
     * latest request and the latest counting one and throws to refuse; else the request is inserted and
     * `after(tx, row)` runs (the job is enqueued in the same commit).
     */
    async request(
      memberId: number,
      storageKey: string,
      requestedAt: Date,
      decide: (latest: DataExportRow | undefined, counting: DataExportRow | undefined) => void,
      after: (tx: Tx, row: DataExportRow) => Promise<void>,
    ): Promise<DataExportRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
        decide(await latestOf(tx, memberId), await latestOf(tx, memberId, true));
        const [row] = await tx.insert(dataExports).values({ memberId, storageKey, requestedAt }).returning();
        if (!row) throw new Error('data export insert returned nothing');
        await after(tx, row);
        return row;
      });
    },

    /** Counts a try of the job; the row while it is still preparing, else undefined (done already: nothing to do). */
    async startAttempt(id: number): Promise<DataExportRow | undefined> {
      const [row] = await db
        .update(dataExports)
        .set({ attempts: sql`${dataExports.attempts} + 1` })
        .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')))
        .returning();
      return row;
    },

    /**
     * Marks it ready (once: a second run of the job finds it ready and changes nothing), and ends the member's
     * earlier ready exports now (the sweep deletes their files): only the latest is ever downloadable.
     */
    async markReady(row: DataExportRow, sizeBytes: number, readyAt: Date, expiresAt: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(dataExports)
          .set({ state: 'ready', sizeBytes, readyAt, expiresAt })
          .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'preparing')))
          .returning({ id: dataExports.id });
        if (done.length === 0) return false;
        await tx
          .update(dataExports)
          .set({ expiresAt: readyAt })
          .where(
            and(
              eq(dataExports.memberId, row.memberId),
              eq(dataExports.state, 'ready'),
              ne(dataExports.id, row.id),
            ),
          );
        return true;
      });
    },

    async markFailed(id: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ state: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')));
    },

    /** Ready exports whose download time ended by `now` (the sweep deletes their files, then marks them). */
    expiredBy: (now: Date) =>
      db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now)))
        .limit(100),

    async markExpired(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(dataExports)
        .set({ state: 'expired' })
        .where(and(inArray(dataExports.id, [...ids]), eq(dataExports.state, 'ready')));
    },

    collect: (memberId: number) => collectMemberData(db, memberId),
  };
}

/** Everything the zip holds about `memberId`, as rows (zip.ts shapes them into files). */
async function collectMemberData(db: Database, memberId: number) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  /**
   * The rows of `table` in which the member (`owner`) did something to another member (`other`: liked, blocked,
   * viewed…), each with that member's id and display name and `fields`, oldest first: what the member did, never
   * more of the other member than their name.
   */
  const aboutOthers = <Fields extends Record<string, PgColumn | SQL.Aliased | SQL>>(
    table: PgTable,
    owner: PgColumn,
    other: PgColumn,
    order: PgColumn,
    fields: Fields,
  ) =>
    db
      .select({ memberId: other, name: members.displayName, ...fields })
      .from(table)
      .innerJoin(members, eq(members.id, other))
      .where(eq(owner, memberId))
      .orderBy(asc(order));
  const [
    profile,
    answers,
    artists,
    rewards,
    ownPhotos,
    verification,
    disables,
    likesGiven,
    blocksMade,
    hotlist,
    viewsGiven,
    reportsMade,
    invitesSent,
    invitesReceived,
    sessionRows,
    paymentRows,
    membershipRows,
    offers,
    boostRows,
    spinRows,
    credits,
    supportRows,
    threads,
  ] = await Promise.all([
    db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId)),
    db
      .select()
      .from(memberAnswers)
      .where(eq(memberAnswers.memberId, memberId))
      .orderBy(asc(memberAnswers.questionId)),
    db
      .select()
      .from(memberArtists)
      .where(eq(memberArtists.memberId, memberId))
      .orderBy(asc(memberArtists.position)),
    db.select().from(memberRewards).where(eq(memberRewards.memberId, memberId)),
    db
      .select()
      .from(photos)
      .where(eq(photos.memberId, memberId))
      .orderBy(asc(photos.position), asc(photos.id)),
    db
      .select()
      .from(verificationAttempts)
      .where(eq(verificationAttempts.memberId, memberId))
      .orderBy(asc(verificationAttempts.id)),
    db
      .select()
      .from(profileDisables)
      .where(eq(profileDisables.memberId, memberId))
      .orderBy(asc(profileDisables.id)),
    aboutOthers(likes, likes.likerId, likes.likedId, likes.createdAt, { likedAt: likes.createdAt }),
    aboutOthers(blocks, blocks.blockerId, blocks.blockedId, blocks.createdAt, {
      blockedAt: blocks.createdAt,
    }),
    aboutOthers(hotlistEntries, hotlistEntries.ownerId, hotlistEntries.memberId, hotlistEntries.createdAt, {
      addedAt: hotlistEntries.createdAt,
    }),
    aboutOthers(profileViews, profileViews.viewerId, profileViews.viewedId, profileViews.viewedAt, {
      viewedAt: profileViews.viewedAt,
    }),
    aboutOthers(reports, reports.reporterId, reports.reportedId, reports.id, {
      reason: reports.reason,
      text: reports.text,
      reportedAt: reports.createdAt,
    }),
    aboutOthers(invites, invites.inviterId, invites.inviteeId, invites.id, {
      questionId: invites.questionId,
      sentAt: invites.createdAt,
      replied: sql<boolean>`${invites.repliedAt} is not null`,
    }),
    aboutOthers(invites, invites.inviteeId, invites.inviterId, invites.id, {
      questionId: invites.questionId,
      receivedAt: invites.createdAt,
      reply: invites.reply,
      repliedAt: invites.repliedAt,
    }),
    // Never the token hash: it is what the session cookie opens.
    db
      .select({
        userAgent: sessions.userAgent,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        reference: payments.reference,
        planId: payments.planId,
        plan: plans.name,
        kind: payments.kind,
        amountCents: payments.amountCents,
        status: payments.status,
        declineReason: payments.declineReason,
        provider: payments.provider,
        cardBrand: payments.cardBrand,
        cardLast4: payments.cardLast4,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .where(eq(payments.memberId, memberId))
      .orderBy(asc(payments.createdAt)),
    // Never the provider's card token: it charges the card.
    db
      .select({
        planId: memberships.planId,
        plan: plans.name,
        status: memberships.status,
        startedAt: memberships.startedAt,
        periodEndsAt: memberships.periodEndsAt,
        cancelledAt: memberships.cancelledAt,
        cancelReason: memberships.cancelReason,
        renewalPlanId: memberships.renewalPlanId,
        renewalPriceCents: memberships.renewalPriceCents,
        cardBrand: memberships.cardBrand,
        cardLast4: memberships.cardLast4,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(eq(memberships.memberId, memberId)),
    db.select().from(memberOffers).where(eq(memberOffers.memberId, memberId)),
    db
      .select({
        source: boosts.source,
        paymentReference: boosts.paymentReference,
        startsAt: boosts.startsAt,
        endsAt: boosts.endsAt,
      })
      .from(boosts)
      .where(eq(boosts.memberId, memberId))
      .orderBy(asc(boosts.id)),
    db
      .select({ day: spins.day, spent: spins.spent, double: spins.double, at: spins.createdAt })
      .from(spins)
      .where(eq(spins.memberId, memberId))
      .orderBy(asc(spins.id)),
    db
      .select({ delta: spinCredits.delta, source: spinCredits.source, at: spinCredits.createdAt })
      .from(spinCredits)
      .where(eq(spinCredits.memberId, memberId))
      .orderBy(asc(spinCredits.id)),
    db
      .select({
        reference: supportRequests.reference,
        form: supportRequests.form,
        name: supportRequests.name,
        email: supportRequests.email,
        subject: supportRequests.subject,
        message: supportRequests.message,
        sentAt: supportRequests.createdAt,
      })
      .from(supportRequests)
      .where(eq(supportRequests.memberId, memberId))
      .orderBy(asc(supportRequests.id)),
    db
      .select({
        threadId: messageThreadMembers.threadId,
        otherId: messageThreadMembers.otherMemberId,
        otherName: members.displayName,
        clearedThroughId: messageThreadMembers.clearedThroughId,
      })
      .from(messageThreadMembers)
      .innerJoin(members, eq(members.id, messageThreadMembers.otherMemberId))
      .where(eq(messageThreadMembers.memberId, memberId))
      .orderBy(asc(messageThreadMembers.threadId)),
  ]);
  const threadMessages = threads.length
    ? await db
        .select({
          id: messages.id,
          threadId: messages.threadId,
          senderId: messages.senderId,
          kind: messages.kind,
          body: messages.body,
          sentAt: messages.createdAt,
          deliveredAt: messages.deliveredAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(
          and(
            inArray(
              messages.threadId,
              threads.map((t) => t.threadId),
            ),
            // Both sides of the member's own threads only (the thread's two members are the member and the other).
            or(eq(messages.senderId, memberId), eq(messages.recipientId, memberId)),
          ),
        )
        .orderBy(asc(messages.threadId), asc(messages.createdAt), asc(messages.id))
    : [];
  return {
    member,
    profile: profile[0],
    answers,
    artists,
    rewards,
    photos: ownPhotos,
    verification,
    disables,
    likesGiven,
    blocksMade,
    hotlist,
    viewsGiven,
    reportsMade,
    invitesSent,
    invitesReceived,
    sessions: sessionRows,
    payments: paymentRows,
    memberships: membershipRows,
    offers,
    boosts: boostRows,
    spins: spinRows,
    spinCredits: credits,
    supportRequests: supportRows,
    threads,
    messages: threadMessages,
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;
