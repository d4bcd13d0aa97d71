import type { NoticeKind } from '@app/contract';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { memberAnswers, members, photos, profileDisables } from '../../db/schema.ts';

const reactivationNotice: NoticeKind = 'reactivationModal';

export function membersRepository(db: Database) {
  return {
    async findById(id: number): Promise<Member | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<Member | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(eq(members.email, email.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    async findByFacebookId(facebookId: string): Promise<Member | undefined> {
      const [row] = await db.select().from(members).where(eq(members.facebookId, facebookId)).limit(1);
      return row;
    },

    async linkFacebook(id: number, facebookId: string): Promise<void> {
      await db.update(members).set({ facebookId }).where(eq(members.id, id));
    },

    /**
     * The member a Facebook identity signs in as: the one linked to it, else the one with its verified address (then
     * linked). Never a deleted member (their anonymised address is not theirs to sign in with).
     */
    async ofFacebookIdentity(identity: {
      id: string;
      email: string | undefined;
    }): Promise<Member | undefined> {
      let member = await this.findByFacebookId(identity.id);
      if (!member && identity.email) {
        member = await this.findByEmail(identity.email);
        if (member && !member.deletedAt) await this.linkFacebook(member.id, identity.id);
      }
      return member?.deletedAt ? undefined : member;
    },

    /**
     * Clears the disabled state and a deletion asked for (logging in within its grace period undoes it), stamps the
     * open disable's reactivatedAt and queues the reactivation notice (shown once); true when the profile was
     * disabled. Everything the member had was kept, so nothing else changes. A deleted member is never brought back:
     * nothing is left to restore.
     */
    async reactivate(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(members)
          .set({
            disabledAt: null,
            deletionRequestedAt: null,
            pendingNotices: sql`array_append(array_remove(${members.pendingNotices}, ${reactivationNotice}), ${reactivationNotice})`,
          })
          .where(and(eq(members.id, id), isNotNull(members.disabledAt), isNull(members.deletedAt)))
          .returning({ id: members.id });
        if (rows.length === 0) return false;
        await tx
          .update(profileDisables)
          .set({ reactivatedAt: sql`now()` })
          .where(and(eq(profileDisables.memberId, id), isNull(profileDisables.reactivatedAt)));
        return true;
      });
    },

    /** Records activity, at most once every five minutes per member to keep writes rare. */
    async touchActive(id: number): Promise<void> {
      await db
        .update(members)
        .set({ lastActiveAt: sql`now()` })
        .where(and(eq(members.id, id), lt(members.lastActiveAt, sql`now() - interval '5 minutes'`)));
    },

    photosOf(id: number) {
      return db
        .select({
          id: photos.id,
          url: photos.url,
          isMain: photos.isMain,
          width: photos.width,
          height: photos.height,
        })
        .from(photos)
        .where(eq(photos.memberId, id))
        .orderBy(photos.position, photos.id);
    },

    answersOf(id: number) {
      return db
        .select({ questionId: memberAnswers.questionId, answer: memberAnswers.answer })
        .from(memberAnswers)
        .where(eq(memberAnswers.memberId, id))
        .orderBy(memberAnswers.questionId);
    },
  };
}
