// Spin the matches (packages/contract/src/spin.ts): each member's daily matches, picked by the server once per
// Eastern day, revealed by spins of the wheel; daily spins by role, extra spins (won, bought, the 20Q reward) and a
// full member's double spin. The server picks the segment with crypto randomness; tests pass their own picker.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { SegmentPicker } from './spin.repository.ts';
import { spinRepository } from './spin.repository.ts';
import spinRoutes from './spin.routes.ts';

export type { SegmentPicker } from './spin.repository.ts';

export function spinRepositories(db: Database) {
  return { spin: spinRepository(db) };
}

export interface SpinOptions {
  /** Picks the wheel's segment; default crypto.randomInt (uniform, so the odds are the segments' shares). */
  pick?: SegmentPicker;
}

export default async function spinFeatureRoutes(app: FastifyInstance, options: SpinOptions) {
  await app.register(spinRoutes, { pick: options.pick ?? ((count) => randomInt(count)) });
}
