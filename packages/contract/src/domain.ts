/**
 * Clean domain types: what the client's normalisers turn the legacy wire shapes into. The ui and site speak
 * these; only the client and server see the wire shapes.
 */
import type { z } from 'zod';
import type { CounterName } from './catalogue.ts';
import type {
  profileData,
  profileImage,
  subscriptionStatus,
  userAnswer,
  verificationStatus,
} from './profile.ts';

export type ProfileData = z.infer<typeof profileData>;
export type ProfileImage = z.infer<typeof profileImage>;
export type UserAnswer = z.infer<typeof userAnswer>;
export type VerificationStatus = z.infer<typeof verificationStatus>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export interface CurrentProfile {
  data: ProfileData;
  isDefaultCampaign: boolean;
  isC2Profile: boolean;
  images: ProfileImage[];
  /** NbOfImages on the wire. */
  imageCount: number;
  /** profileMainImage on the wire. */
  mainImage: string | null;
  verificationStatus: VerificationStatus;
  subscriptionStatus: SubscriptionStatus;
  /** UserAnswers on the wire; [] when absent. */
  answers: UserAnswer[];
  /** SignupDate as an ISO 8601 UTC timestamp. */
  signupDate: string;
}

export interface RoleFlags {
  isFullMember: boolean;
  isFreeMember: boolean;
  isFeaturedUser: boolean;
  isFacebookProfile: boolean;
  hasActiveDefaultPlan: boolean;
  isPayingMember: boolean;
}

/** Allowed methods of a feature: every method, or the listed ones. */
export type FeatureMethods = '*' | readonly string[];

export interface Permissions extends RoleFlags {
  /** Feature → allowed methods ('*' = all). Features absent here are not allowed. */
  features: Record<string, FeatureMethods>;
  /** One true flag per allowed app route name (e.g. 'lists/blocklist'); `paywall` is always true. */
  routes: Record<string, boolean> & { paywall: true };
}

export type Counters = Partial<Record<CounterName, number>> & Record<string, number>;
