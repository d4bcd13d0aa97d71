// The interests and invites endpoints' refusals of requests the contract accepts, each checked against the database
// (the fuzz's domainAnswer asks it): 404 naming `interest` for an interest the viewer does not have; 404 inviting
// (or reading the questions for) a member across a block either way, disabled or hidden; 409 naming `questionId` for
// a question already asked of that member or answered on their profile; 429 `rate_limited` past the daily cap;
// 404 replying to an invite that is not one the viewer received from a visible member; 409 naming `answer` for an
// invite already replied to.
import type { Endpoint } from '@app/contract';
import {
  getInterestFeed,
  getInviteOptions,
  INVITES_PER_DAY,
  interestId,
  replyToInvite,
  sendInvite,
} from '@app/contract';
import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { blocks, invites, memberAnswers, members } from '../../src/db/schema.ts';
import { interestsRepository } from '../../src/features/interests/interests.repository.ts';

async function unreachable(db: Database, viewerId: number, memberId: number): Promise<boolean> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member || member.disabledAt !== null || member.hidden) return true;
  const [block] = await db
    .select({ n: count() })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, memberId)),
        and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return (block?.n ?? 0) > 0;
}

export async function inviteAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  parsed: { params?: unknown; body?: Record<string, unknown> },
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  const params = (parsed.params ?? {}) as Record<string, unknown>;
  if (endpoint === getInterestFeed && status === 404 && error.code === 'not_found') {
    const own = await interestsRepository(db).own(viewerId);
    if (!own.some((i) => interestId(i.kind, i.value) === params.interest))
      return 'not one of the viewer’s interests';
  }
  if ((endpoint === getInviteOptions || endpoint === sendInvite) && status === 404) {
    const memberId = Number(params.memberId ?? parsed.body?.memberId);
    if (await unreachable(db, viewerId, memberId)) return 'member out of reach';
  }
  if (endpoint === sendInvite && status === 409 && error.field === 'questionId') {
    const memberId = Number(parsed.body?.memberId);
    const questionId = Number(parsed.body?.questionId);
    const [asked] = await db
      .select({ n: count() })
      .from(invites)
      .where(
        and(
          eq(invites.inviterId, viewerId),
          eq(invites.inviteeId, memberId),
          eq(invites.questionId, questionId),
        ),
      );
    const [answered] = await db
      .select({ n: count() })
      .from(memberAnswers)
      .where(and(eq(memberAnswers.memberId, memberId), eq(memberAnswers.questionId, questionId)));
    if ((asked?.n ?? 0) + (answered?.n ?? 0) > 0) return 'asked or answered already';
  }
  if (endpoint === sendInvite && status === 429 && error.code === 'rate_limited') {
    const [sent] = await db
      .select({ n: count() })
      .from(invites)
      .where(
        and(eq(invites.inviterId, viewerId), gt(invites.createdAt, new Date(Date.now() - 24 * 3600_000))),
      );
    if ((sent?.n ?? 0) >= INVITES_PER_DAY) return 'daily cap';
  }
  if (endpoint === replyToInvite) {
    const [invite] = await db
      .select()
      .from(invites)
      .where(eq(invites.id, Number(params.inviteId)));
    if (
      status === 404 &&
      (!invite || invite.inviteeId !== viewerId || (await unreachable(db, viewerId, invite.inviterId)))
    )
      return 'not an invite the viewer received';
    if (status === 409 && error.field === 'answer' && invite?.reply !== null) return 'replied already';
  }
  return null;
}
