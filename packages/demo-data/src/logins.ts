// The fixed demo logins: the server seeds them (and prints them on start), the mocks log them in, the README lists
// them, the e2e tests use them. Every demo member's password is DEMO_PASSWORD.
import type { ProfileData } from '@app/contract';

type Gender = ProfileData['gender'];

export const DEMO_PASSWORD = 'demo-password';

export const demoLogins = {
  /** A free member whose profile is older than 15 days. */
  free: 'free@demo.test',
  /** A paying full member. */
  paying: 'paying@demo.test',
  /** A free member who signed up a few days ago. */
  newProfile: 'new@demo.test',
} as const;
export type DemoLogin = keyof typeof demoLogins;

export interface DemoLoginProfile {
  email: string;
  name: string;
  gender: Gender;
  seeking: Gender[];
  /** City name and region (postal code) as members' profiles store them. */
  city: string;
  region: string;
  /** Age in years on the seed's birthdate reference day. */
  age: number;
  /** The profile was created this many days before the seed ran. */
  signupDaysAgo: number;
  paying: boolean;
  verified: boolean;
}

/** Who the three demo logins are, on the server and in Storybook alike. */
export const demoLoginProfiles: Record<DemoLogin, DemoLoginProfile> = {
  free: {
    email: demoLogins.free,
    name: 'Alex',
    gender: 'woman',
    seeking: ['man'],
    city: 'Austin',
    region: 'TX',
    age: 29,
    signupDaysAgo: 120,
    paying: false,
    verified: false,
  },
  paying: {
    email: demoLogins.paying,
    name: 'Jordan',
    gender: 'man',
    seeking: ['woman'],
    city: 'Denver',
    region: 'CO',
    age: 34,
    signupDaysAgo: 200,
    paying: true,
    verified: true,
  },
  newProfile: {
    email: demoLogins.newProfile,
    name: 'Sam',
    gender: 'nonbinary',
    seeking: ['woman', 'man', 'nonbinary'],
    city: 'Austin',
    region: 'TX',
    age: 25,
    signupDaysAgo: 3,
    paying: false,
    verified: false,
  },
};
