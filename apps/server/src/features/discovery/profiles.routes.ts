import { getProfileView } from '@app/contract';
import type { MemberSummary, ProfileBadge, ProfileSection } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { memberNotFound, refuseSelf } from './rules.ts';

/** Members who joined within this many days carry the `new-member` badge. */
const NEW_MEMBER_DAYS = 30;
const TWENTY_Q_QUESTIONS = 20;
const genderPlural: Record<MemberSummary['gender'], string> = {
  woman: 'Women',
  man: 'Men',
  nonbinary: 'Non-binary people',
};

interface SectionFacts {
  seeking: MemberSummary['gender'][];
  city: string;
  region: string;
  answers: number;
}

/** The profile's sections from what members fill in; a section with nothing to say is left out. */
function sectionsOf(facts: SectionFacts): ProfileSection[] {
  const place = [facts.city, facts.region].filter(Boolean).join(', ');
  const sections: ProfileSection[] = [
    {
      id: 'looking-for',
      title: 'Looking for',
      items: facts.seeking.length
        ? [{ label: 'Interested in', value: facts.seeking.map((g) => genderPlural[g]).join(', ') }]
        : [],
    },
    {
      id: 'details',
      title: 'Details',
      items: [
        ...(place ? [{ label: 'Lives in', value: place }] : []),
        ...(facts.answers > 0
          ? [{ label: '20Q', value: `${facts.answers} of ${TWENTY_Q_QUESTIONS} questions answered` }]
          : []),
      ],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

/** Another member's profile; opening it records a view. A member who blocked the viewer does not exist (404). */
export default async function profileViewRoutes(app: FastifyInstance) {
  contractRoute(app, getProfileView, 'member', async ({ member, params }) => {
    refuseSelf(member.id, params.id, 'id');
    const row = await app.repos.profiles.open(member.id, params.id);
    if (!row || row.blockedMe) throw memberNotFound();
    const now = new Date();
    const summary = toMemberSummary(row.member, now);
    const badges: ProfileBadge[] = [];
    if (summary.verified) badges.push('verified');
    if (summary.onlineRecently) badges.push('online-recently');
    if (now.getTime() - row.createdAt.getTime() < NEW_MEMBER_DAYS * 86_400_000) badges.push('new-member');
    return {
      data: {
        ...summary,
        photos: row.photos,
        about: row.about,
        sections: sectionsOf({ ...row, city: row.member.city }),
        answers: [],
        artists: [],
        badges,
        memberSince: row.createdAt.toISOString(),
        blockedByMe: row.blockedByMe,
        canLike: !row.blockedByMe,
        canMessage: !row.blockedByMe,
        // The hotlist leaves out members across a block; the saved entry comes back with the unblock.
        inHotlist: row.inHotlist && !row.blockedByMe,
      },
    };
  });
}
