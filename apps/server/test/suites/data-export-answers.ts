// The data export's refusals of requests the contract accepts, each checked against the database (the fuzz's
// domainAnswer asks it): 409 `data_export_preparing` while the viewer's latest export is being prepared, 429
// `data_export_too_soon` within DATA_EXPORT_REQUEST_HOURS of their latest request that did not fail.
import type { Endpoint } from '@app/contract';
import { DATA_EXPORT_REQUEST_HOURS, dataExportErrorCodes, requestDataExport } from '@app/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { dataExports } from '../../src/db/schema.ts';

export async function dataExportAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  status: number,
  error: { code: string },
): Promise<string | null> {
  if (endpoint !== requestDataExport) return null;
  const latest = (countingOnly: boolean) =>
    db
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.memberId, viewerId), countingOnly ? ne(dataExports.state, 'failed') : undefined),
      )
      .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
      .limit(1)
      .then((rows) => rows[0]);
  if (status === 409 && error.code === dataExportErrorCodes.preparing) {
    // The job may have finished since the answer: the viewer's latest export was asked for (and preparing) then.
    if ((await latest(false)) !== undefined) return 'an export is being prepared';
  }
  if (status === 429 && error.code === dataExportErrorCodes.tooSoon) {
    const counting = await latest(true);
    if (counting && Date.now() - counting.requestedAt.getTime() < DATA_EXPORT_REQUEST_HOURS * 3_600_000)
      return 'asked less than a day ago';
  }
  return null;
}
