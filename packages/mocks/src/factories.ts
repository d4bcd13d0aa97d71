// Session fixtures (the member who logs in, their profile, permissions, counters and the plans): every value comes
// from a faker seeded per member id and from the fixed MOCK_NOW, so stories, screenshots and tests look the same on
// every machine and in every order. The demo logins are @app/demo-data's, the server's own.
import { Faker, en, en_US } from '@faker-js/faker';
import type {
  CounterName,
  CountersWire,
  PermissionsWire,
  Plan,
  ProfileData,
  ProfileImage,
  ProfileWire,
  SubscriptionStatus,
  UserAnswer,
  VerificationStatus,
} from '@app/contract';
import { featuresByRole } from '@app/contract';
import { DEMO_PASSWORD, demoLoginProfiles, demoLogins, planCatalog } from '@app/demo-data';
import { daysBefore, MOCK_NOW, toWireDateTime } from './clock.ts';

export { daysBefore, MOCK_NOW, toWireDateTime };
/** Password of every mock member: the server's demo password. */
export const MOCK_PASSWORD = DEMO_PASSWORD;
const SEED = 20_261_120;

/** free: a free member; full: a full member who does not pay (e.g. a free-time offer); paying: a paying member. */
export type MockRole = 'free' | 'full' | 'paying';

export interface MockMember {
  id: number;
  email: string;
  password: string;
  role: MockRole;
  isFeatured: boolean;
  /** Facebook user id when the profile is linked to Facebook (sandbox tokens are `sandbox-<email>`). */
  facebookId: string | null;
  hasActiveDefaultPlan: boolean;
  disabled: boolean;
  data: ProfileData;
  images: ProfileImage[];
  isDefaultCampaign: boolean;
  isC2Profile: boolean;
  verificationStatus: VerificationStatus;
  subscriptionStatus: SubscriptionStatus;
  answers: UserAnswer[];
  signupDate: Date;
  counters: Record<CounterName, number>;
}

export type MemberOverrides = Partial<Omit<MockMember, 'data' | 'counters'>> & {
  data?: Partial<ProfileData>;
  counters?: Partial<Record<CounterName, number>>;
};

const fakerFor = (id: number): Faker => {
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(SEED + id);
  return faker;
};

/** Same path the server serves avatars on (the mocks answer it with a local SVG). */
export const mockAvatarUrl = (seed: string): string => `/api/avatars/${encodeURIComponent(seed)}.svg`;

const ageOn = (birthdate: Date, now: Date): number => {
  const age = now.getUTCFullYear() - birthdate.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthdate.getUTCMonth() ||
    (now.getUTCMonth() === birthdate.getUTCMonth() && now.getUTCDate() < birthdate.getUTCDate());
  return beforeBirthday ? age - 1 : age;
};

const countersByRole: Record<MockRole, Record<CounterName, number>> = {
  free: {
    whoViewedMe: 7,
    whoLikedMe: 4,
    whoILike: 3,
    mutualLikes: 1,
    blocklist: 0,
    unreadMessages: 2,
    dailySpinsLeft: 1,
  },
  full: {
    whoViewedMe: 12,
    whoLikedMe: 9,
    whoILike: 6,
    mutualLikes: 3,
    blocklist: 1,
    unreadMessages: 5,
    dailySpinsLeft: 3,
  },
  paying: {
    whoViewedMe: 23,
    whoLikedMe: 14,
    whoILike: 11,
    mutualLikes: 5,
    blocklist: 2,
    unreadMessages: 4,
    dailySpinsLeft: 3,
  },
};

/** A member of the mock store. Values not overridden are derived from `id` (default 1001). */
export function createMember(overrides: MemberOverrides = {}): MockMember {
  const id = overrides.id ?? 1001;
  const role = overrides.role ?? 'free';
  const faker = fakerFor(id);
  const gender = faker.helpers.arrayElement(['woman', 'man'] as const);
  const first = faker.person.firstName(gender === 'woman' ? 'female' : 'male');
  const birthdate = faker.date.birthdate({ mode: 'age', min: 22, max: 58, refDate: MOCK_NOW });
  const imageCount = faker.number.int({ min: 1, max: 4 });
  const images: ProfileImage[] = Array.from({ length: imageCount }, (_, index) => ({
    id: id * 10 + index,
    url: mockAvatarUrl(`${first.toLowerCase()}-${id}-${index}`),
    isMain: index === 0,
    width: 256,
    height: 256,
  }));
  const email = overrides.email ?? overrides.data?.email ?? `${first.toLowerCase()}.${id}@mock.test`;
  const data: ProfileData = {
    id,
    name: first,
    birthdate: birthdate.toISOString().slice(0, 10),
    age: ageOn(birthdate, MOCK_NOW),
    gender,
    seeking: [gender === 'woman' ? 'man' : 'woman'],
    city: faker.location.city(),
    country: 'US',
    about: `${faker.helpers.arrayElement(['Happiest when I am', 'Weekends are for', 'Ask me about'])} ${faker.helpers.arrayElement(['hiking', 'live jazz', 'board games', 'baking bread', 'road trips'])}.`,
    avatarUrl: images[0]?.url ?? mockAvatarUrl(`${id}`),
    ...overrides.data,
    email,
  };
  const { data: _data, counters, ...rest } = overrides;
  return {
    id,
    email,
    password: MOCK_PASSWORD,
    role,
    isFeatured: false,
    facebookId: null,
    hasActiveDefaultPlan: false,
    disabled: false,
    images,
    isDefaultCampaign: false,
    isC2Profile: false,
    verificationStatus: 'none',
    subscriptionStatus: role === 'paying' ? 'active' : 'none',
    answers: Array.from({ length: faker.number.int({ min: 0, max: 6 }) }, (_, index) => ({
      questionId: index + 1,
      answer: faker.helpers.arrayElement(['Yes', 'No', 'Sometimes', 'Definitely']),
    })),
    signupDate: daysBefore(faker.number.int({ min: 30, max: 400 })),
    counters: { ...countersByRole[role], ...counters },
    ...rest,
    data,
  };
}

/** GET /api/user/profile for a member, in the legacy wire shape. */
export function createProfileWire(member: MockMember = createMember()): ProfileWire {
  const main = member.images.find((image) => image.isMain) ?? member.images[0];
  return {
    data: member.data,
    isDefaultCampaign: member.isDefaultCampaign ? 'true' : 'false',
    isC2Profile: member.isC2Profile ? 'true' : 'false',
    images: member.images,
    NbOfImages: String(member.images.length),
    profileMainImage: main?.url ?? null,
    VerificationStatus: member.verificationStatus,
    SubscriptionStatus: member.subscriptionStatus,
    UserAnswers: member.answers,
    SignupDate: toWireDateTime(member.signupDate),
  };
}

const flag = (value: boolean): '0' | '1' => (value ? '1' : '0');

export interface PermissionFlags {
  isFeatured?: boolean;
  isFacebookProfile?: boolean;
  hasActiveDefaultPlan?: boolean;
}

/** GET /api/user/permissions/get-permissions for a role, flags as '1'/'0'. Paying members are full members. */
export function createPermissionsWire(role: MockRole = 'free', flags: PermissionFlags = {}): PermissionsWire {
  const full = role !== 'free';
  const data: Record<string, string[]> = {};
  for (const [feature, methods] of Object.entries(featuresByRole[full ? 'full' : 'free']))
    data[feature] = [...methods];
  return {
    isFullMember: flag(full),
    isFreeMember: flag(!full),
    isFeaturedUser: flag(flags.isFeatured ?? false),
    isFacebookProfile: flag(flags.isFacebookProfile ?? false),
    hasActiveDefaultPlan: flag(flags.hasActiveDefaultPlan ?? false),
    isPayingMember: flag(role === 'paying'),
    data,
  };
}

/** GET /api/user/counter/get-wrapped-counters: values as numeric strings, as the legacy backend sends them. */
export function createCountersWire(
  counters: Partial<Record<CounterName, number>> = countersByRole.free,
): CountersWire {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(counters)) data[name] = String(value);
  return { data };
}

/** The plan catalog the server is seeded with (@app/demo-data), as the billing calls send it. */
export const createPlans = (): Plan[] =>
  planCatalog
    .filter((plan) => plan.active)
    .map((plan) => ({
      id: plan.id,
      kind: plan.kind,
      name: plan.name,
      months: plan.months,
      price: (plan.priceCents / 100).toFixed(2),
      priceCents: plan.priceCents,
      currency: 'USD',
      description: plan.description,
      isDefault: plan.isDefault,
    }));

/** The three members every scenario has: the server's demo logins. */
export const demoEmails = demoLogins;
/** Their ids in the mocks. */
export const memberIds = { free: 1001, paying: 1002, newProfile: 1003 } as const;

/** A demo login as a mock member: who they are comes from @app/demo-data, the rest from the member's seed. */
const demoMember = (login: keyof typeof demoLogins, overrides: MemberOverrides): MockMember => {
  const { name, gender, seeking, city, paying, verified } = demoLoginProfiles[login];
  return createMember({
    ...overrides,
    role: paying ? 'paying' : 'free',
    email: demoLogins[login],
    ...(verified ? { verificationStatus: 'verified' as const } : {}),
    data: { name, gender, seeking: [...seeking], city, ...overrides.data },
  });
};

export function createDemoMembers(): MockMember[] {
  return [
    demoMember('free', { id: memberIds.free, signupDate: daysBefore(120) }),
    demoMember('paying', { id: memberIds.paying, signupDate: daysBefore(200), hasActiveDefaultPlan: true }),
    demoMember('newProfile', {
      id: memberIds.newProfile,
      // Storybook's new profile is 5 days old (the server's is 3): both are under the 15 days without home ads.
      signupDate: daysBefore(5),
      answers: [],
      counters: { whoViewedMe: 1, whoLikedMe: 0, whoILike: 0, mutualLikes: 0, unreadMessages: 0 },
    }),
  ];
}
