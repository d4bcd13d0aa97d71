import type { LogEntry } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { desktopLogs } from '../../db/schema.ts';

export function logsRepository(db: Database) {
  return {
    /** Stores entries; an entry whose uuid is already stored (a retried batch) is skipped and counted. */
    async store(
      memberId: number | null,
      entries: LogEntry[],
    ): Promise<{ stored: number; duplicates: number }> {
      const unique = [...new Map(entries.map((entry) => [entry.uuid, entry])).values()];
      const inserted = await db
        .insert(desktopLogs)
        .values(unique.map((entry) => ({ uuid: entry.uuid, memberId, logType: entry.logType, entry })))
        .onConflictDoNothing({ target: desktopLogs.uuid })
        .returning({ uuid: desktopLogs.uuid });
      return { stored: inserted.length, duplicates: entries.length - inserted.length };
    },
  };
}
