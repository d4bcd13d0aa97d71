// Profile verification: a selfie with a shown pose, compared with the member's profile photos by a reviewer (the
// offline sandbox by default, a real provider behind the same interface).
import type { Database } from '../../db/database.ts';
import { verificationRepository } from './verification.repository.ts';

export { default } from './verification.routes.ts';
export type { VerificationReviewer } from './reviewer.ts';

export function verificationRepositories(db: Database) {
  return { verification: verificationRepository(db) };
}
