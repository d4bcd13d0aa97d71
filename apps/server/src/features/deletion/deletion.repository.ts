// Every query of account deletion: the request (the renewal cancelled, the member hidden, every session ended) and
// the purge, which deletes what the member owns and anonymises the row that others' threads still point at. What is
// kept and why: README.md.
import { optOutEmailKinds } from '@app/contract';
import { and, eq, getTableName, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  blocks,
  boosts,
  checkouts,
  consents,
  dailyMatches,
  dataExports,
  desktopLogs,
  emailTokens,
  hotlistEntries,
  invites,
  knownDevices,
  likes,
  liveEvents,
  loginFailures,
  mailOutbox,
  memberAnswers,
  memberArtists,
  memberEvents,
  memberListTotals,
  memberOffers,
  memberProfiles,
  memberRewards,
  members,
  memberships,
  messageThreadMembers,
  messageThreads,
  messages,
  mutualLikes,
  passkeys,
  payments,
  photoImportConnections,
  photos,
  profileDisables,
  profileViews,
  recoveryCodes,
  reports,
  sessions,
  signInTickets,
  spinCredits,
  spins,
  spotifyAuthStates,
  spotifyConnections,
  supportRequests,
  twoStepSecrets,
  verificationAttempts,
  webauthnChallenges,
} from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a member's name becomes, for the threads of others that keep their messages. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/** The address a deleted member's row keeps: unique (the column is), never deliverable (RFC 2606's `.invalid`). */
export const deletedEmail = (memberId: number) => `deleted-${memberId}@deleted.invalid`;

/** Why the membership was cancelled, as the membership row records it. */
const CANCEL_REASON = 'account-deletion';

/** Rows owned by the member, deleted whole: [table, the member columns (any of them naming the member)]. */
const owned: ReadonlyArray<readonly [PgTable, ...PgColumn[]]> = [
  [memberAnswers, memberAnswers.memberId],
  [memberProfiles, memberProfiles.memberId],
  [memberArtists, memberArtists.memberId],
  [memberRewards, memberRewards.memberId],
  [spotifyConnections, spotifyConnections.memberId],
  [spotifyAuthStates, spotifyAuthStates.memberId],
  [photoImportConnections, photoImportConnections.memberId],
  [verificationAttempts, verificationAttempts.memberId],
  [photos, photos.memberId],
  [sessions, sessions.memberId],
  [emailTokens, emailTokens.memberId],
  [profileDisables, profileDisables.memberId],
  [supportRequests, supportRequests.memberId],
  [mailOutbox, mailOutbox.memberId],
  [desktopLogs, desktopLogs.memberId],
  [liveEvents, liveEvents.memberId],
  [dataExports, dataExports.memberId],
  // Both directions: what the member did to others and what others did to a profile that no longer exists.
  [likes, likes.likerId, likes.likedId],
  [mutualLikes, mutualLikes.memberId, mutualLikes.otherId],
  [profileViews, profileViews.viewerId, profileViews.viewedId],
  [blocks, blocks.blockerId, blocks.blockedId],
  [hotlistEntries, hotlistEntries.ownerId, hotlistEntries.memberId],
  [invites, invites.inviterId, invites.inviteeId],
  [dailyMatches, dailyMatches.memberId, dailyMatches.matchId],
  [memberEvents, memberEvents.memberId],
  [spins, spins.memberId],
  [spinCredits, spinCredits.memberId],
  // Billing state other than the payments: the card token goes with the membership row.
  [boosts, boosts.memberId],
  [checkouts, checkouts.memberId],
  [memberOffers, memberOffers.memberId],
  [memberships, memberships.memberId],
];

/**
 * Tables of joining and stronger sign-in, whose migrations may not have reached every database yet: their rows are
 * deleted where the table exists.
 */
const ownedIfPresent: ReadonlyArray<readonly [PgTable, PgColumn]> = [
  [consents, consents.memberId],
  [passkeys, passkeys.memberId],
  [webauthnChallenges, webauthnChallenges.memberId],
  [twoStepSecrets, twoStepSecrets.memberId],
  [recoveryCodes, recoveryCodes.memberId],
  [signInTickets, signInTickets.memberId],
  [knownDevices, knownDevices.memberId],
];

/**
 * Tables naming the member whose rows the purge keeps (README.md says why): the member row itself (anonymised), the
 * threads and messages others still read, the payments (accounting), the reports (the reporter's text cleared) and
 * the list totals the triggers keep.
 */
export const keptTables = [
  members,
  messageThreads,
  messageThreadMembers,
  messages,
  payments,
  reports,
  memberListTotals,
].map((table) => getTableName(table));

/** Every table the purge deletes the member's rows from. */
export const purgedTables = [...owned, ...ownedIfPresent].map(([table]) => getTableName(table));

/** The storage keys the purge leaves to a job: photos (every size under each key) and single files. */
export interface PurgedFiles {
  photoKeys: string[];
  fileKeys: string[];
}

export function deletionRepository(db: Database) {
  return {
    /**
     * Schedules the deletion in one transaction holding the member's row: cancels an active membership (it runs to
     * the end of its period and is never charged again), hides the member, ends every session, then runs `then`
     * (the live channel's session-ended). A deletion asked for already is left as it was. Answers when it was asked.
     */
    async request(memberId: number, now: Date, then: (tx: Tx) => Promise<void>): Promise<Date> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ deletionRequestedAt: members.deletionRequestedAt })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        const requestedAt = member?.deletionRequestedAt ?? now;
        // Also an active membership whose period ended and was not renewed yet: the billing cycle then expires it
        // instead of charging the card.
        const cancelled = await tx
          .update(memberships)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: CANCEL_REASON, updatedAt: now })
          .where(and(eq(memberships.memberId, memberId), eq(memberships.status, 'active')))
          .returning({ memberId: memberships.memberId });
        await tx
          .update(members)
          .set({
            disabledAt: sql`coalesce(${members.disabledAt}, ${now})`,
            deletionRequestedAt: requestedAt,
            ...(cancelled.length > 0 ? { subscriptionStatus: 'cancelled' as const } : {}),
          })
          .where(eq(members.id, memberId));
        await tx.delete(sessions).where(eq(sessions.memberId, memberId));
        await then(tx);
        return requestedAt;
      });
    },

    /** When the member asked for the deletion (undefined: not asked, or undone by logging in). */
    async requestedAt(memberId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: members.deletionRequestedAt })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.at ?? undefined;
    },

    /** Members whose grace period ended by `cutoff` (asked at or before it) and who are not deleted yet. */
    dueBy: (cutoff: Date) =>
      db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            isNotNull(members.deletionRequestedAt),
            lte(members.deletionRequestedAt, cutoff),
            isNull(members.deletedAt),
          ),
        )
        .orderBy(members.deletionRequestedAt, members.id)
        .limit(50),

    /**
     * Deletes the member's data and anonymises the row in one transaction holding it, if the deletion is still due
     * (asked at or before `cutoff`: a login meanwhile undid it); `after` runs in it with the storage keys whose files
     * must go (the job that deletes them commits with the rows). Answers whether it purged.
     */
    async purge(
      memberId: number,
      cutoff: Date,
      now: Date,
      after: (tx: Tx, files: PurgedFiles) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ email: members.email })
          .from(members)
          .where(
            and(
              eq(members.id, memberId),
              isNotNull(members.deletionRequestedAt),
              lte(members.deletionRequestedAt, cutoff),
              isNull(members.deletedAt),
            ),
          )
          .for('update');
        if (!member) return false;

        const [photoRows, selfies, exportRows] = await Promise.all([
          tx.select({ key: photos.storageKey }).from(photos).where(eq(photos.memberId, memberId)),
          tx
            .select({ key: verificationAttempts.selfieKey })
            .from(verificationAttempts)
            .where(eq(verificationAttempts.memberId, memberId)),
          tx
            .select({ key: dataExports.storageKey })
            .from(dataExports)
            .where(eq(dataExports.memberId, memberId)),
        ]);
        const files: PurgedFiles = {
          photoKeys: photoRows.flatMap((row) => row.key ?? []),
          fileKeys: [...selfies.flatMap((row) => row.key ?? []), ...exportRows.map((row) => row.key)],
        };

        for (const [table, ...columns] of owned)
          await tx.delete(table).where(or(...columns.map((column) => eq(column, memberId))));
        for (const [table, column] of ownedIfPresent) {
          const [row] = await tx
            .select({ present: sql<boolean>`to_regclass(${getTableName(table)}) is not null` })
            .from(members)
            .where(eq(members.id, memberId));
          if (row?.present) await tx.delete(table).where(eq(column, memberId));
        }
        // Reports others made stay for the safety team; those the member made keep the reason, not their words.
        await tx.update(reports).set({ text: null }).where(eq(reports.reporterId, memberId));
        // The login throttle's counters are keyed by the address.
        await tx
          .delete(loginFailures)
          .where(
            or(
              eq(loginFailures.key, `account:${member.email}`),
              sql`starts_with(${loginFailures.key}, ${`pair:${member.email} `})`,
            ),
          );

        // The row stays (others' threads and the payments point at it) with nothing left that names the person.
        // birthdate cannot be null: a fixed date, the same for every deleted member. gender and country cannot be
        // null either and stay: alone they name nobody.
        await tx
          .update(members)
          .set({
            email: deletedEmail(memberId),
            emailValidatedAt: null,
            emailBouncing: false,
            pendingNotices: [],
            emailOptOuts: [...optOutEmailKinds],
            hidden: true,
            hiddenByChoice: true,
            incognito: false,
            passwordHash: null,
            facebookId: null,
            displayName: DELETED_MEMBER_NAME,
            birthdate: '1900-01-01',
            seeking: [],
            city: '',
            region: '',
            about: '',
            avatarSeed: `deleted-${memberId}`,
            isFullMember: false,
            isPayingMember: false,
            isFeatured: false,
            hasActiveDefaultPlan: false,
            verificationStatus: 'none',
            subscriptionStatus: 'none',
            onboardingStep: null,
            cardPhotoKey: null,
            cardPhotoUrl: null,
            disabledAt: sql`coalesce(${members.disabledAt}, ${now})`,
            lastActiveAt: now,
            deletedAt: now,
          })
          .where(eq(members.id, memberId));
        await after(tx, files);
        return true;
      });
    },
  };
}
