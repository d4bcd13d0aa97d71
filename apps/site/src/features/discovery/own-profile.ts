// The member's own profile in the shape other members' profiles have, for profile/view without an id ("your
// profile as others see it"), built from the profile call the session already holds (its UserAnswers give the 20Q
// answers, with the contract's questions) and the member's chosen artists.
import type {
  Artist,
  CurrentProfile,
  MemberSummary,
  ProfileBadge,
  ProfileDetail,
  ProfileSection,
} from '@app/contract';
import { profileSectionTitles, twentyQuestions } from '@app/contract';

const NEW_MEMBER_DAYS = 30;
const DAY_MS = 86_400_000;
const genderPlural: Record<MemberSummary['gender'], string> = {
  woman: 'Women',
  man: 'Men',
  nonbinary: 'Non-binary people',
};

const questionText = new Map<number, string>(twentyQuestions.map((question) => [question.id, question.text]));

/** The member's answers in question order, with the question's words (an id the contract does not know is left out). */
export function ownAnswers(answers: CurrentProfile['answers']): ProfileDetail['answers'] {
  return [...answers]
    .sort((a, b) => a.questionId - b.questionId)
    .flatMap(({ questionId, answer }) => {
      const question = questionText.get(questionId);
      return question ? [{ questionId, question, answer }] : [];
    });
}

export function ownProfileDetail(
  profile: CurrentProfile,
  now: Date,
  artists: readonly Artist[] = [],
): ProfileDetail {
  const { data } = profile;
  const verified = profile.verificationStatus === 'verified';
  const photos = [...profile.images]
    .sort((a, b) => Number(b.isMain) - Number(a.isMain))
    .map(({ id, url, width, height }) => ({ id, url, width, height }));
  const sections: ProfileSection[] = [
    {
      id: 'looking-for',
      title: profileSectionTitles['looking-for'],
      items: data.seeking.length
        ? [{ label: 'Interested in', value: data.seeking.map((g) => genderPlural[g]).join(', ') }]
        : [],
    },
    {
      id: 'details',
      title: profileSectionTitles.details,
      items: data.city ? [{ label: 'Lives in', value: data.city }] : [],
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
    answers: ownAnswers(profile.answers),
    artists: [...artists],
    badges,
    memberSince: profile.signupDate,
    blockedByMe: false,
    canLike: false,
    canMessage: false,
    inHotlist: false,
  };
}
