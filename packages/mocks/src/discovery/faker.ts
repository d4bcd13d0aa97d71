import { Faker, base, en } from '@faker-js/faker';
import { MOCK_NOW } from '../clock.ts';

/** Base seed of every discovery fixture; a member's data depends only on this and the member's id. */
export const DISCOVERY_SEED = 20_261_120;

/** One shared Faker; callers re-seed it before each deterministic draw (`seeded(n)`). */
const faker = new Faker({ locale: [en, base] });
faker.setDefaultRefDate(MOCK_NOW);

/** The shared Faker, seeded so the draws that follow depend only on `seed`. */
export function seeded(seed: number): Faker {
  faker.seed(DISCOVERY_SEED + seed);
  return faker;
}
