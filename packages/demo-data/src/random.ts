// Deterministic randomness: every generated demo value comes from a faker with a fixed seed, so the same community
// appears on every machine and every run.
import type { Faker } from '@faker-js/faker';
import { faker as enUsFaker } from '@faker-js/faker/locale/en_US';

/** Seed of the server's demo community (apps/server/src/seed). */
export const COMMUNITY_SEED = 20_260_101;

/** Birthdates of the server's community are drawn relative to this fixed day. */
export const BIRTHDATE_REFERENCE = new Date('2026-01-01T00:00:00Z');

/** The en_US faker, seeded for the server's demo community (one sequence: draw in a fixed order). */
export function communityFaker(seed: number = COMMUNITY_SEED): Faker {
  enUsFaker.seed(seed);
  return enUsFaker;
}
