import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { genders } from './member-basics.ts';
import { wireBoolString, wireDateTime, wireNumber } from './wire.ts';

export const gender = z.enum(genders);
export const verificationStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
export const subscriptionStatus = z.enum(['none', 'active', 'cancelled', 'expired']);

export const profileImage = z.object({
  id: z.number().int(),
  url: z.string(),
  isMain: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const userAnswer = z.object({ questionId: z.number().int(), answer: z.string() });

/** The member's own profile data (the `data` field of the profile call). */
export const profileData = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  age: z.number().int(),
  gender,
  seeking: z.array(gender),
  city: z.string(),
  country: z.string(),
  about: z.string(),
  avatarUrl: z.string(),
});

/** GET /api/user/profile, in the legacy wire shape of SPEC point 3. */
export const profileWire = z.object({
  data: profileData,
  isDefaultCampaign: wireBoolString,
  isC2Profile: wireBoolString,
  images: z.array(profileImage),
  NbOfImages: wireNumber,
  profileMainImage: z.string().nullable(),
  VerificationStatus: verificationStatus,
  SubscriptionStatus: subscriptionStatus,
  UserAnswers: z.array(userAnswer).optional(),
  SignupDate: wireDateTime,
});
export type ProfileWire = z.infer<typeof profileWire>;

export const getProfile = defineEndpoint({
  summary: "The logged-in member's own profile.",
  method: 'GET',
  path: '/api/user/profile',
  response: profileWire,
});
