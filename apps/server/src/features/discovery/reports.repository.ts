// Reports of members to the safety team, stored for review.
import type { ReportReason } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { members, reports } from '../../db/schema.ts';

export function reportsRepository(db: Database) {
  return {
    /** Stores the report and returns its id; undefined when the reported member does not exist. */
    async create(report: {
      reporterId: number;
      reportedId: number;
      reason: ReportReason;
      text: string | undefined;
    }): Promise<number | undefined> {
      const [target] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, report.reportedId));
      if (!target) return undefined;
      const [row] = await db
        .insert(reports)
        .values({ ...report, text: report.text || null })
        .returning({ id: reports.id });
      return row?.id;
    },

    /** Reports about a member, newest first (for review tools and tests). */
    about(reportedId: number) {
      return db
        .select()
        .from(reports)
        .where(eq(reports.reportedId, reportedId))
        .orderBy(desc(reports.createdAt));
    },
  };
}
