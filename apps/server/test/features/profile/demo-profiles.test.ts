// The demo community's own profiles: most members filled in their sections, answered a few 20Q questions with
// answers that fit them and picked artists, so profile views look real; the new demo member has an empty profile.
import { getOwnProfile, getProfileView, getTwentyQ, ownProfile, twentyQuestions } from '@app/contract';
import { count, eq, ne, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberAnswers, memberArtists, memberProfiles, members } from '../../../src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../../src/seed/demo.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';

describeBackends('demo community own profiles', (backend) => {
  it('fills most profiles and leaves the new member’s empty', { timeout: 120_000 }, async () => {
    await seedDemoCommunity(backend.db);
    const [all] = await backend.db.select({ n: count() }).from(members);
    const [filled] = await backend.db.select({ n: count() }).from(memberProfiles);
    expect(filled!.n / all!.n).toBeGreaterThan(0.7);
    const [withArtists] = await backend.db
      .select({ n: sql`count(distinct ${memberArtists.memberId})`.mapWith(Number) })
      .from(memberArtists);
    expect(withArtists!.n).toBeGreaterThan(100);

    const app = await backend.build();
    const fresh = await loginAs(app, demoLogins.newProfile, DEMO_PASSWORD);
    const empty = parseBody(getOwnProfile.response, await fresh.get(getOwnProfile.path)).data;
    expect(empty).toMatchObject({ artists: [], answers: [], photoCount: 0 });
    expect(empty.sections.details).toMatchObject({ heightInches: null, bodyType: null, education: null });
    expect(empty.sections['looking-for'].text).toBe('');
    expect(parseBody(getTwentyQ.response, await fresh.get(getTwentyQ.path)).data.reward.granted).toBe(false);

    const paying = await loginAs(app, demoLogins.paying, DEMO_PASSWORD);
    const own = ownProfile.parse(
      parseBody(getOwnProfile.response, await paying.get(getOwnProfile.path)).data,
    );
    expect(own.sections.details.heightInches).not.toBeNull();
    expect(own.answers.length).toBeGreaterThanOrEqual(5);

    // A generated member with answers and artists, as another member sees them.
    const [someone] = await backend.db
      .select({ id: memberArtists.memberId })
      .from(memberArtists)
      .innerJoin(memberAnswers, eq(memberAnswers.memberId, memberArtists.memberId))
      .innerJoin(members, eq(members.id, memberArtists.memberId))
      .where(ne(members.email, demoLogins.paying))
      .limit(1);
    const view = parseBody(
      getProfileView.response,
      await paying.get(`/api/user/profiles/${someone!.id}`),
    ).data;
    expect(view.sections.map((s) => s.id)).toContain('looking-for');
    expect(view.artists.length).toBeGreaterThan(0);
    expect(view.answers.length).toBeGreaterThan(0);
    for (const answer of view.answers)
      expect(answer.question).toBe(twentyQuestions.find((q) => q.id === answer.questionId)!.text);
  });
});
