import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Plan } from '../../db/schema.ts';
import { plans } from '../../db/schema.ts';

export function plansRepository(db: Database) {
  return {
    /** Active plans of the given kinds, in display order. */
    ofKinds(kinds: Plan['kind'][]): Promise<Plan[]> {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.active, true), inArray(plans.kind, kinds)))
        .orderBy(asc(plans.sortOrder), asc(plans.id));
    },

    /** Active plans sold through the card payment provider (they have its product id). */
    soldByCard(): Promise<Plan[]> {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.active, true), isNotNull(plans.solidgateProductId)))
        .orderBy(asc(plans.sortOrder), asc(plans.id));
    },
  };
}
