// "Download my data" (README.md): the status and request calls of packages/contract/src/data-export.ts, the job that
// builds the zip into the shared file storage and mails the member, the download route (a binary answer outside the
// JSON endpoints) and the hourly sweep that deletes expired exports.
import { randomBytes } from 'node:crypto';
import type { DataExportStatus } from '@app/contract';
import {
  DATA_EXPORT_DOWNLOAD_DAYS,
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_REQUEST_HOURS,
  dataExportErrorCodes,
  errorCodes,
  errorCopy,
  getDataExport,
  requestDataExport,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOB_ATTEMPTS_MAX } from '../../db/job-queue.ts';
import type { Database } from '../../db/database.ts';
import type { DataExportRow } from '../../db/schema.ts';
import { ApiError, unauthenticated } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { dataExportReadyEmail } from './data-export-email.ts';
import { dataExportRepository } from './data-export.repository.ts';
import type { ExportFile } from './zip.ts';
import { buildZip, exportDocuments } from './zip.ts';

export function dataExportRepositories(db: Database) {
  return { dataExports: dataExportRepository(db) };
}

export interface DataExports {
  /** Deletes the files of exports whose download time ended (app clock) and marks them expired; answers how many. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataExports: DataExports;
  }
}

const JOB = 'data-export';
const HOUR_MS = 3_600_000;
const DOWNLOAD_MS = DATA_EXPORT_DOWNLOAD_DAYS * 24 * HOUR_MS;
const REQUEST_MS = DATA_EXPORT_REQUEST_HOURS * HOUR_MS;
/** How often the sweep runs. */
const SWEEP_INTERVAL_MS = HOUR_MS;

const notFound = () => new ApiError(404, errorCodes.notFound, errorCopy.not_found('This download'));

const iso = (date: Date) => date.toISOString();

/** The member's status from their latest request and the latest one that counts against the limit. */
function statusOf(
  latest: DataExportRow | undefined,
  counting: DataExportRow | undefined,
  now: Date,
): DataExportStatus {
  const next = counting ? counting.requestedAt.getTime() + REQUEST_MS : 0;
  const nextRequestAt = next > now.getTime() ? iso(new Date(next)) : null;
  if (!latest) return { state: 'none', nextRequestAt };
  const requestedAt = iso(latest.requestedAt);
  switch (latest.state) {
    case 'preparing':
    case 'failed':
      return { state: latest.state, requestedAt, nextRequestAt };
    case 'ready':
    case 'expired': {
      const expiresAt = latest.expiresAt ?? latest.requestedAt;
      if (latest.state === 'expired' || expiresAt <= now || !latest.readyAt)
        return { state: 'expired', requestedAt, expiresAt: iso(expiresAt), nextRequestAt };
      return {
        state: 'ready',
        requestedAt,
        readyAt: iso(latest.readyAt),
        expiresAt: iso(expiresAt),
        sizeBytes: latest.sizeBytes ?? 0,
        nextRequestAt,
      };
    }
  }
}

async function dataExportRoutes(app: FastifyInstance) {
  const repo = app.repos.dataExports;
  const { storage } = app.photoPipeline;
  const now = () => app.clock.now();

  /** Builds the zip, stores it under the row's key, marks it ready and mails the member. */
  const build = async (row: DataExportRow) => {
    const data = await repo.collect(row.memberId);
    if (!data) return; // the member is gone (the row went with them)
    const files: ExportFile[] = [];
    const photoFiles = new Map<number, string>();
    for (const photo of data.photos) {
      if (!photo.storageKey) continue;
      const bytes = await app.photoPipeline.readFile(photo.storageKey, 'full');
      if (!bytes) continue;
      const path = `photos/${files.length + 1}.webp`;
      files.push({ path, bytes });
      photoFiles.set(photo.id, path);
    }
    const selfieFiles = new Map<number, string>();
    for (const attempt of data.verification) {
      if (!attempt.selfieKey) continue;
      const bytes = await storage.get(attempt.selfieKey);
      if (!bytes) continue;
      const path = `verification/${selfieFiles.size + 1}.webp`;
      files.push({ path, bytes });
      selfieFiles.set(attempt.id, path);
    }
    const readyAt = now();
    const zip = buildZip(exportDocuments(data, readyAt, photoFiles, selfieFiles), files);
    await storage.put(
      row.storageKey,
      Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
      'application/zip',
    );
    const expiresAt = new Date(readyAt.getTime() + DOWNLOAD_MS);
    if (!(await repo.markReady(row, zip.byteLength, readyAt, expiresAt))) return;
    await sweep(); // an earlier export of the member ended now
    await app.email.queue(
      dataExportReadyEmail(
        app.config,
        { memberId: data.member.id, email: data.member.email, name: data.member.displayName },
        expiresAt,
      ),
    );
  };

  // At least once: a second run finds the row ready and does nothing; a run after a crash rewrites the same key.
  app.jobs.handle(JOB, async (payload) => {
    const { exportId } = payload as { exportId: number };
    const row = await repo.startAttempt(exportId);
    if (!row) return;
    try {
      await build(row);
    } catch (error) {
      if (row.attempts >= JOB_ATTEMPTS_MAX) {
        await repo.markFailed(row.id);
        await storage.delete([row.storageKey]).catch(() => undefined);
      }
      throw error;
    }
  });

  const sweep = async () => {
    let removed = 0;
    for (;;) {
      const due = await repo.expiredBy(now());
      if (due.length === 0) return removed;
      // The file first: a sweep that fails halfway leaves the row ready, and the next sweep tries again.
      await storage.delete(due.map((row) => row.storageKey));
      await repo.markExpired(due.map((row) => row.id));
      removed += due.length;
    }
  };
  app.decorate('dataExports', { sweep } satisfies DataExports);
  app.schedule.every({ name: 'expired data exports', intervalMs: SWEEP_INTERVAL_MS, run: sweep });

  contractRoute(app, getDataExport, 'member', async ({ member }) => {
    const [latest, counting] = await Promise.all([repo.latest(member.id), repo.latestCounting(member.id)]);
    return { data: statusOf(latest, counting, now()) };
  });

  contractRoute(app, requestDataExport, 'member', async ({ member }) => {
    const requestedAt = now();
    const storageKey = `exports/${member.id}/${randomBytes(16).toString('hex')}.zip`;
    const row = await repo.request(
      member.id,
      storageKey,
      requestedAt,
      (latest, counting) => {
        if (latest?.state === 'preparing')
          throw new ApiError(409, dataExportErrorCodes.preparing, errorCopy.data_export_preparing);
        const waitMs = counting ? counting.requestedAt.getTime() + REQUEST_MS - requestedAt.getTime() : 0;
        if (waitMs > 0)
          throw new ApiError(
            429,
            dataExportErrorCodes.tooSoon,
            errorCopy.data_export_too_soon(Math.ceil(waitMs / HOUR_MS)),
            undefined,
            { 'retry-after': String(Math.ceil(waitMs / 1000)) },
          );
      },
      (tx, inserted) => app.jobs.enqueue(JOB, { exportId: inserted.id }, tx),
    );
    return { data: statusOf(row, row, requestedAt) };
  });

  /**
   * The zip, to its member only: their latest export while it is ready and unexpired. Anything else (none, another
   * member's, expired, its file gone) is 404 in the contract's error body; no session is 401.
   */
  app.get(DATA_EXPORT_DOWNLOAD_PATH, async (request, reply) => {
    const member = await app.auth.currentMember(request);
    if (!member) throw unauthenticated();
    const latest = await repo.latest(member.id);
    if (latest?.state !== 'ready' || !latest.expiresAt || latest.expiresAt <= now()) throw notFound();
    const bytes = await storage.get(latest.storageKey);
    if (!bytes) throw notFound();
    const date = iso(latest.readyAt ?? latest.requestedAt).slice(0, 10);
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="spark-data-${date}.zip"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(bytes);
  });
}

// A plugin without encapsulation, so app.dataExports (the sweep) is the app's.
export default fp(dataExportRoutes, {
  name: 'data-export',
  dependencies: ['clock', 'schedule', 'repositories', 'jobs', 'auth', 'outgoing-email', 'photo-pipeline'],
});
