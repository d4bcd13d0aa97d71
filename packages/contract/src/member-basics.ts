// The ages and genders a member may have, without zod: search reads its filters from the URL with them on the first
// render. profile.ts and discovery.ts build their schemas from these.

export const AGE_MIN = 18;
export const AGE_MAX = 99;
export const genders = ['woman', 'man', 'nonbinary'] as const;
export type Gender = (typeof genders)[number];
export const isGender = (value: unknown): value is Gender => (genders as readonly unknown[]).includes(value);
