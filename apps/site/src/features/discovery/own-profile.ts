// The member's own profile in the shape other members' profiles have, for profile/view without an id ("your
// profile as others see it"): the session's current profile (name, age, photos, badges, UserAnswers with the
// contract's questions) and, once it has loaded, the own profile of profile/edit, whose sections go through the same
// `profileViewSections` the server uses for other members, and whose artists are the member's chosen ones.
import type {
  CurrentProfile,
  OwnProfile,
  ProfileBadge,
  ProfileDetail,
  ProfileFacts,
  ProfileSection,
} from '@app/contract';
import { profileViewSections, twentyQuestions } from '@app/contract';

const NEW_MEMBER_DAYS = 30;
const DAY_MS = 86_400_000;

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

/** What `profileViewSections` needs, from the own profile of profile/edit. */
export function ownProfileFacts(own: OwnProfile): ProfileFacts {
  const { dating, details, lifestyle } = own.sections;
  const { seeking, ...wanted } = dating;
  const basic = own.sections['basic-info'];
  return {
    seeking,
    city: basic.city.name,
    region: basic.city.region,
    profile: {
      ...wanted,
      ...details,
      ...lifestyle,
      lookingFor: own.sections['looking-for'].text,
      favThings: own.sections['fav-things'].text,
      leastFavThings: own.sections['least-fav-things'].text,
    },
  };
}

/** The own profile as others see it; `own` (profile/edit's profile) adds the sections and artists once loaded. */
export function ownProfileDetail(profile: CurrentProfile, now: Date, own?: OwnProfile): ProfileDetail {
  const { data } = profile;
  const verified = profile.verificationStatus === 'verified';
  const photos = [...profile.images]
    .sort((a, b) => Number(b.isMain) - Number(a.isMain))
    .map(({ id, url, width, height }) => ({ id, url, width, height }));
  const sections: ProfileSection[] = own ? profileViewSections(ownProfileFacts(own)) : [];
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
    sections,
    answers: ownAnswers(profile.answers),
    artists: own?.artists ?? [],
    badges,
    memberSince: profile.signupDate,
    blockedByMe: false,
    canLike: false,
    canMessage: false,
    inHotlist: false,
  };
}
