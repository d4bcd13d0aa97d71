// Billing: the plan catalog (web products, the micro plan, Solidgate products), read from the plans table.
import type { Database } from '../../db/database.ts';
import { plansRepository } from './plans.repository.ts';

export { default } from './billing.routes.ts';

export function billingRepositories(db: Database) {
  return { plans: plansRepository(db) };
}
