// Account deletion (README.md): the status and request calls of packages/contract/src/deletion.ts, the hourly sweep
// that purges the members whose grace period ended (on the app clock), and the job that deletes their files.
import type { AccountDeletionStatus } from '@app/contract';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  deletionCopy,
  errorCodes,
  errorCopy,
  getAccountDeletion,
  requestAccountDeletion,
  startDeletionPasskey,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { answeredAgain, passwordAnsweredAgain } from '../../http/answer-again.ts';
import { contractRoute } from '../../http/route.ts';
import { deletionScheduledEmail } from './deletion-email.ts';
import type { PurgedFiles } from './deletion.repository.ts';
import { deletionRepository } from './deletion.repository.ts';

export function deletionRepositories(db: Database) {
  return { deletions: deletionRepository(db) };
}

export interface AccountDeletions {
  /** Purges every member whose grace period ended (app clock); answers how many. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletions: AccountDeletions;
  }
}

const FILES_JOB = 'account-deletion-files';
const HOUR_MS = 3_600_000;
const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * HOUR_MS;
const SWEEP_INTERVAL_MS = HOUR_MS;

const refused = (field: 'password' | 'email' | 'credential', message: string) =>
  new ApiError(400, errorCodes.invalidRequest, message, field);

const statusOf = (requestedAt: Date | undefined): AccountDeletionStatus =>
  requestedAt
    ? {
        state: 'scheduled',
        requestedAt: requestedAt.toISOString(),
        deleteAt: new Date(requestedAt.getTime() + GRACE_MS).toISOString(),
      }
    : { state: 'none' };

async function deletionRoutes(app: FastifyInstance) {
  const { repos } = app;
  const repo = repos.deletions;

  // At least once: deleting a file that is gone already is not an error.
  app.jobs.handle(FILES_JOB, async (payload) => {
    const { photoKeys, fileKeys } = payload as PurgedFiles;
    for (const storageKey of photoKeys) await app.photoPipeline.removeFiles({ storageKey });
    if (fileKeys.length > 0) await app.photoPipeline.storage.delete(fileKeys);
  });

  const sweep = async () => {
    let purged = 0;
    for (;;) {
      const now = app.clock.now();
      const cutoff = new Date(now.getTime() - GRACE_MS);
      const due = await repo.dueBy(cutoff);
      if (due.length === 0) return purged;
      for (const { id } of due) {
        // The rows and the job that deletes the files commit together: a crash leaves neither half done.
        if (await repo.purge(id, cutoff, now, (tx, files) => app.jobs.enqueue(FILES_JOB, files, tx)))
          purged += 1;
      }
    }
  };
  app.decorate('accountDeletions', { sweep } satisfies AccountDeletions);
  app.schedule.every({ name: 'account deletions due', intervalMs: SWEEP_INTERVAL_MS, run: sweep });

  contractRoute(app, getAccountDeletion, 'member', async ({ member }) => ({
    data: statusOf(await repo.requestedAt(member.id)),
  }));

  contractRoute(app, startDeletionPasskey, 'member', async ({ member }) => {
    const options = await app.passkeyConfirmation.options(member.id);
    if (!options) throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('A passkey of yours'));
    return { data: { options } };
  });

  contractRoute(app, requestAccountDeletion, 'member', async ({ member, body, request, reply }) => {
    const key = `account-deletion:${member.id}`;
    const { credential } = body;
    if (credential) {
      const confirmed = () => app.passkeyConfirmation.confirms(member.id, credential);
      if (!(await answeredAgain(repos.rateLimits, key, 'credential', confirmed)))
        throw refused('credential', deletionCopy.passkeyRefused);
    } else if (member.passwordHash !== null) {
      const password = body.password ?? '';
      if (password === '') throw refused('password', deletionCopy.enterPassword);
      if (!(await passwordAnsweredAgain(repos.rateLimits, key, 'password', member.passwordHash, password)))
        throw refused('password', deletionCopy.wrongPassword);
    } else {
      // No password to ask for (Facebook only): typing the address makes the step deliberate.
      const email = (body.email ?? '').trim().toLowerCase();
      if (email === '') throw refused('email', deletionCopy.enterEmail);
      if (email !== member.email) throw refused('email', deletionCopy.wrongEmail);
    }
    const now = app.clock.now();
    const requestedAt = await repo.request(member.id, now, (tx) =>
      app.live.publish([{ memberId: member.id, event: { kind: 'session-ended' } }], tx),
    );
    // The rows are gone already; this clears the cookie the same way logout does.
    await app.auth.endSession(request, reply);
    const status = statusOf(requestedAt);
    if (requestedAt.getTime() === now.getTime() && status.state === 'scheduled')
      await app.email.queue(
        deletionScheduledEmail(
          app.config,
          { memberId: member.id, email: member.email, name: member.displayName },
          new Date(status.deleteAt),
        ),
      );
    return { data: status };
  });
}

// A plugin without encapsulation, so app.accountDeletions (the sweep) is the app's.
export default fp(deletionRoutes, {
  name: 'deletion',
  dependencies: [
    'clock',
    'schedule',
    'repositories',
    'jobs',
    'auth',
    'outgoing-email',
    'photo-pipeline',
    'sign-in',
  ],
});
