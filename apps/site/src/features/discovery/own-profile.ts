// The member's own profile in the shape other members' profiles have, for profile/view without an id ("your
// profile as others see it"), built from the profile call the session already holds.
import type {
  CurrentProfile,
  MemberSummary,
  ProfileBadge,
  ProfileDetail,
  ProfileSection,
} from '@app/contract';

const NEW_MEMBER_DAYS = 30;
const DAY_MS = 86_400_000;
const genderPlural: Record<MemberSummary['gender'], string> = {
  woman: 'Women',
  man: 'Men',
  nonbinary: 'Non-binary people',
};

export function ownProfileDetail(profile: CurrentProfile, now: Date): ProfileDetail {
  const { data } = profile;
  const verified = profile.verificationStatus === 'verified';
  const photos = [...profile.images]
    .sort((a, b) => Number(b.isMain) - Number(a.isMain))
    .map(({ id, url, width, height }) => ({ id, url, width, height }));
  const sections: ProfileSection[] = [
    {
      id: 'looking-for',
      title: 'Looking for',
      items: data.seeking.length
        ? [{ label: 'Interested in', value: data.seeking.map((g) => genderPlural[g]).join(', ') }]
        : [],
    },
    {
      id: 'details',
      title: 'Details',
      items: [
        ...(data.city ? [{ label: 'Lives in', value: data.city }] : []),
        ...(profile.answers.length
          ? [{ label: '20Q', value: `${profile.answers.length} of 20 questions answered` }]
          : []),
      ],
    },
  ];
  const badges: ProfileBadge[] = [
    ...(verified ? (['verified'] as const) : []),
    'online-recently',
    ...(now.getTime() - new Date(profile.signupDate).getTime() < NEW_MEMBER_DAYS * DAY_MS
      ? (['new-member'] as const)
      : []),
  ];
  return {
    id: data.id,
    name: data.name,
    age: data.age,
    gender: data.gender,
    city: data.city,
    photoUrl: profile.mainImage,
    verified,
    onlineRecently: true,
    lastActiveAt: now.toISOString(),
    likedByMe: false,
    likesMe: false,
    photos,
    about: data.about,
    sections: sections.filter((section) => section.items.length > 0),
    answers: [],
    artists: [],
    badges,
    memberSince: profile.signupDate,
    blockedByMe: false,
    canLike: false,
    canMessage: false,
    inHotlist: false,
  };
}
