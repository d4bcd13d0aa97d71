// Invites to answer a 20Q question (the invites table) and their replies. The daily cap holds under races: sending
// locks the inviter's member row first (`for no key update`, as 20Q answers do), so one member's invites are counted
// one after the other; "one invite per pair and question" is the table's unique key (insert … on conflict do nothing).
// The lists show the other member as a card, leaving out members across a block either way or disabled.
import type { InviteBox } from '@app/contract';
import { INVITES_PER_DAY } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { invites, memberAnswers, members } from '../../db/schema.ts';
import { notBlockedEitherWay, notHiddenProfile } from '../../db/visibility.ts';
import { memberRowId } from '../../db/member-row.ts';
import { memberCardColumns } from '../../db/member-card.ts';
import { afterCursor, cursorTime } from '../../db/cursor.ts';
import type { PageCursor } from '../../db/page-cursor.ts';
import { pageWithTotal } from '../../db/page-cursor.ts';

/** The window the daily cap counts in. */
const DAY_MS = 24 * 60 * 60_000;

export type SendOutcome =
  | { sent: true; id: number }
  | { sent: false; reason: 'not_found' | 'answered' | 'already_invited' | 'rate_limited' };

/** The other member (`members`, un-aliased) is one `viewerId` may deal with: not disabled, no block either way. */
const reachable = (viewerId: number): SQL =>
  and(isNull(members.disabledAt), notBlockedEitherWay(viewerId, memberRowId))!;

export function invitesRepository(db: Database) {
  const other = { received: invites.inviterId, sent: invites.inviteeId } as const;
  const mine = { received: invites.inviteeId, sent: invites.inviterId } as const;

  /** Invites of `box` with the other member's card, newest first. */
  const select = (viewerId: number, box: InviteBox, where: SQL | undefined) =>
    db
      .select({
        id: invites.id,
        questionId: invites.questionId,
        reply: invites.reply,
        createdAt: invites.createdAt,
        repliedAt: invites.repliedAt,
        position: cursorTime(invites.createdAt),
        member: memberCardColumns(viewerId),
      })
      .from(invites)
      .innerJoin(members, eq(members.id, other[box]))
      .where(and(eq(mine[box], viewerId), reachable(viewerId), where));

  const sentSince = async (inviterId: number, since: Date, tx: Pick<Database, 'select'> = db) => {
    const [row] = await tx
      .select({ n: count() })
      .from(invites)
      .where(and(eq(invites.inviterId, inviterId), gt(invites.createdAt, since)));
    return row?.n ?? 0;
  };

  return {
    /** The member `memberId` when `viewerId` may invite them: active, not hidden, no block either way. */
    async invitable(viewerId: number, memberId: number) {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, memberId), notHiddenProfile(memberRowId), reachable(viewerId)));
      return row !== undefined;
    },

    /** Questions the member answered on their profile, and those the viewer already asked them. */
    async questionStates(viewerId: number, memberId: number) {
      const [answered, invited] = await Promise.all([
        db
          .select({ questionId: memberAnswers.questionId })
          .from(memberAnswers)
          .where(eq(memberAnswers.memberId, memberId)),
        db
          .select({ questionId: invites.questionId })
          .from(invites)
          .where(and(eq(invites.inviterId, viewerId), eq(invites.inviteeId, memberId))),
      ]);
      return {
        answered: new Set(answered.map((row) => row.questionId)),
        invited: new Set(invited.map((row) => row.questionId)),
      };
    },

    /** Invites the member may still send now. */
    async remainingToday(inviterId: number, now: Date) {
      return Math.max(0, INVITES_PER_DAY - (await sentSince(inviterId, new Date(now.getTime() - DAY_MS))));
    },

    async send(inviterId: number, inviteeId: number, questionId: number, now: Date): Promise<SendOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${members} where ${members.id} = ${inviterId} for no key update`);
        const [invitee] = await tx
          .select({
            id: members.id,
            answered: sql<boolean>`exists (select 1 from member_answers q where q.member_id = ${memberRowId}
              and q.question_id = ${questionId}::int)`,
            invited: sql<boolean>`exists (select 1 from invites i where i.inviter_id = ${inviterId}::int
              and i.invitee_id = ${memberRowId} and i.question_id = ${questionId}::int)`,
          })
          .from(members)
          .where(and(eq(members.id, inviteeId), notHiddenProfile(memberRowId), reachable(inviterId)));
        if (!invitee) return { sent: false, reason: 'not_found' };
        if (invitee.invited) return { sent: false, reason: 'already_invited' };
        if (invitee.answered) return { sent: false, reason: 'answered' };
        if ((await sentSince(inviterId, new Date(now.getTime() - DAY_MS), tx)) >= INVITES_PER_DAY)
          return { sent: false, reason: 'rate_limited' };
        const [row] = await tx
          .insert(invites)
          .values({ inviterId, inviteeId, questionId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: invites.id });
        return row ? { sent: true, id: row.id } : { sent: false, reason: 'already_invited' };
      });
    },

    /** When the cap lets the member send again: a day after the oldest invite of the window. */
    async nextAllowedAt(inviterId: number, now: Date) {
      const [row] = await db
        .select({ at: invites.createdAt })
        .from(invites)
        .where(and(eq(invites.inviterId, inviterId), gt(invites.createdAt, new Date(now.getTime() - DAY_MS))))
        .orderBy(invites.createdAt)
        .limit(1);
      return row ? new Date(row.at.getTime() + DAY_MS) : now;
    },

    /** One invite of `box` as `viewerId` sees it; undefined when it is not theirs or the other member is gone. */
    async one(viewerId: number, box: InviteBox, inviteId: number) {
      const [row] = await select(viewerId, box, eq(invites.id, inviteId));
      return row;
    },

    async page(viewerId: number, box: InviteBox, cursor: PageCursor | null, limit: number) {
      const [rows, total] = await Promise.all([
        select(viewerId, box, cursor ? afterCursor(invites.createdAt, invites.id, cursor.after) : undefined)
          .orderBy(desc(invites.createdAt), desc(invites.id))
          .limit(limit + 1),
        cursor?.total ??
          db
            .select({ n: count() })
            .from(invites)
            .innerJoin(members, eq(members.id, other[box]))
            .where(and(eq(mine[box], viewerId), reachable(viewerId)))
            .then((found) => found[0]?.n ?? 0),
      ]);
      return pageWithTotal(rows, limit, (row) => [row.position, row.id], total);
    },

    /** Stores the reply to an unreplied invite received; false when it was already replied to. */
    async reply(inviteeId: number, inviteId: number, reply: string, now: Date) {
      const updated = await db
        .update(invites)
        .set({ reply, repliedAt: now })
        .where(and(eq(invites.id, inviteId), eq(invites.inviteeId, inviteeId), isNull(invites.repliedAt)))
        .returning({ id: invites.id });
      return updated.length > 0;
    },
  };
}
