// The people of the server's demo community: the three demo logins and `count` generated members, drawn from one
// seeded faker sequence (communityFaker) in a fixed order. The seed turns them into rows; the same sequence goes on to
// plan their likes, views and messages, so drawing anything more or less here changes the whole community (the
// e2e tests name its first generated paying member by email).
import type { Faker } from '@faker-js/faker';
import type { ProfileData, SubscriptionStatus, VerificationStatus } from '@app/contract';
import { seedCities } from './cities.ts';
import type { DemoLogin } from './logins.ts';
import { demoLoginProfiles } from './logins.ts';
import { BIRTHDATE_REFERENCE } from './random.ts';
import { aboutOpeners as openers, interests, questionAnswers as answers } from './words.ts';

type Gender = ProfileData['gender'];

/** A member of the community as the seed writes them (everything but the password hash). */
export interface CommunityPerson {
  email: string;
  displayName: string;
  gender: Gender;
  seeking: Gender[];
  /** YYYY-MM-DD */
  birthdate: string;
  city: string;
  region: string;
  country: string;
  about: string;
  avatarSeed: string;
  isFullMember?: boolean;
  isPayingMember?: boolean;
  isFeatured?: boolean;
  hasActiveDefaultPlan?: boolean;
  isDefaultCampaign?: boolean;
  isC2Profile?: boolean;
  facebookId?: string | null;
  verificationStatus?: VerificationStatus;
  subscriptionStatus?: SubscriptionStatus;
  disabledAt?: Date | null;
  createdAt: Date;
  lastActiveAt: Date;
  /** DiceBear seeds of the member's photos, main photo first. */
  photoSeeds: string[];
  /** 20-question answers: [question id, answer]. */
  answers: Array<[questionId: number, answer: string]>;
}

/** Indexes 0..2 are the fixed demo logins; `count` generated members follow. `daysAgo` places times before "now". */
export function communityPeople(
  faker: Faker,
  count: number,
  daysAgo: (days: number, minutes?: number) => Date,
): CommunityPerson[] {
  const answerSet = (count: number) =>
    faker.helpers
      .arrayElements(
        [...Array(20).keys()].map((k) => k + 1),
        count,
      )
      .sort((a, b) => a - b)
      .map((q): [number, string] => [q, faker.helpers.arrayElement(answers)]);
  const about = () => {
    const [a, b, c] = faker.helpers.arrayElements(interests, 3);
    return `${faker.helpers.arrayElement(openers)} ${a}, ${b} and ${c}.`;
  };
  const base = (login: DemoLogin) => {
    const profile = demoLoginProfiles[login];
    return {
      email: profile.email,
      displayName: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      birthdate: `${BIRTHDATE_REFERENCE.getUTCFullYear() - profile.age}-04-12`,
      city: profile.city,
      region: profile.region,
      country: 'US',
      about: about(),
      avatarSeed: profile.email.split('@')[0] as string,
      createdAt: daysAgo(profile.signupDaysAgo),
      lastActiveAt: daysAgo(0),
    };
  };

  const fixed: CommunityPerson[] = [
    {
      ...base('free'),
      photoSeeds: ['free', 'free-2', 'free-3'],
      answers: answerSet(6),
    },
    {
      ...base('paying'),
      isFullMember: true,
      isPayingMember: true,
      hasActiveDefaultPlan: true,
      verificationStatus: 'verified',
      subscriptionStatus: 'active',
      photoSeeds: ['paying', 'paying-2', 'paying-3', 'paying-4'],
      answers: answerSet(12),
    },
    {
      ...base('newProfile'),
      photoSeeds: [],
      answers: [],
    },
  ];

  const generated: CommunityPerson[] = [];
  for (let i = 1; i <= count; i++) {
    const gender = faker.helpers.weightedArrayElement<Gender>([
      { weight: 46, value: 'woman' },
      { weight: 46, value: 'man' },
      { weight: 8, value: 'nonbinary' },
    ]);
    const sex = gender === 'woman' ? 'female' : gender === 'man' ? 'male' : undefined;
    const first = faker.person.firstName(sex);
    const last = faker.person.lastName();
    const seeking = faker.helpers.weightedArrayElement<Gender[]>([
      { weight: 70, value: [gender === 'woman' ? 'man' : 'woman'] },
      { weight: 15, value: [gender] },
      { weight: 15, value: ['woman', 'man', 'nonbinary'] },
    ]);
    const { name: city, region } = faker.helpers.arrayElement(seedCities);
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = `${slug}${i}@demo.test`;
    const full = faker.datatype.boolean({ probability: 0.3 });
    const paying = full && faker.datatype.boolean({ probability: 0.8 });
    const birthdate = faker.date.birthdate({ mode: 'age', min: 19, max: 64, refDate: BIRTHDATE_REFERENCE });
    const photoCount = faker.helpers.weightedArrayElement([
      { weight: 15, value: 0 },
      { weight: 40, value: 1 },
      { weight: 30, value: 2 },
      { weight: 15, value: 4 },
    ]);
    const avatarSeed = `member-${i}`;
    generated.push({
      email,
      displayName: first,
      gender,
      seeking,
      birthdate: birthdate.toISOString().slice(0, 10),
      city,
      region,
      country: 'US',
      about: about(),
      avatarSeed,
      isFullMember: full,
      isPayingMember: paying,
      isFeatured: faker.datatype.boolean({ probability: 0.08 }),
      hasActiveDefaultPlan: paying && faker.datatype.boolean({ probability: 0.5 }),
      isDefaultCampaign: faker.datatype.boolean({ probability: 0.85 }),
      isC2Profile: faker.datatype.boolean({ probability: 0.1 }),
      facebookId: faker.datatype.boolean({ probability: 0.12 }) ? `sandbox:${email}` : null,
      verificationStatus: faker.helpers.weightedArrayElement([
        { weight: 55, value: 'none' as const },
        { weight: 10, value: 'pending' as const },
        { weight: 30, value: 'verified' as const },
        { weight: 5, value: 'rejected' as const },
      ]),
      subscriptionStatus: paying
        ? 'active'
        : full
          ? 'cancelled'
          : faker.helpers.arrayElement(['none', 'none', 'expired'] as const),
      disabledAt: faker.datatype.boolean({ probability: 0.03 })
        ? daysAgo(faker.number.int({ min: 1, max: 40 }))
        : null,
      createdAt: daysAgo(faker.number.int({ min: 1, max: 720 })),
      lastActiveAt: daysAgo(faker.number.int({ min: 0, max: 14 }), faker.number.int(1439)),
      photoSeeds: [...Array(photoCount).keys()].map((k) => (k === 0 ? avatarSeed : `${avatarSeed}-${k + 1}`)),
      answers: answerSet(faker.number.int({ min: 0, max: 9 })),
    });
  }
  return [...fixed, ...generated];
}
