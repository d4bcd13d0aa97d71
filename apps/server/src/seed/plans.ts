// The plan catalog (@app/demo-data) the billing calls read, inserted when the plans table is empty (first start,
// demo or not); after that the table is the source of truth and operators edit it there.
import { planCatalog } from '@app/demo-data';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { plans } from '../db/schema.ts';

/** Inserts the catalog when no plan exists yet; returns how many plans were inserted. */
export async function ensurePlanCatalog(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(plans);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(plans).values(planCatalog).onConflictDoNothing();
  return planCatalog.length;
}
