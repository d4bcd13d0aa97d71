// Every query the routes run lives in a repository of its feature (features/*/*.repository.ts); routes never build
// SQL themselves. This plugin creates them all over the app's database and decorates the app with them.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { accountRepositories } from '../../features/account/index.ts';
import { billingRepositories } from '../../features/billing/index.ts';
import { countersRepositories } from '../../features/counters/index.ts';
import { dataExportRepositories } from '../../features/data-export/index.ts';
import { deletionRepositories } from '../../features/deletion/index.ts';
import { disableRepositories } from '../../features/disable/index.ts';
import { discoveryRepositories } from '../../features/discovery/index.ts';
import { interestRepositories } from '../../features/interests/index.ts';
import { joinRepositories } from '../../features/join/index.ts';
import { inviteRepositories } from '../../features/invites/index.ts';
import { loggingRepositories } from '../../features/logging/index.ts';
import { messagingRepositories } from '../../features/messaging/index.ts';
import { photoImportRepositories } from '../../features/photos/import/index.ts';
import { photosRepository } from '../../features/photos/photos.repository.ts';
import { profileRepositories } from '../../features/profile/index.ts';
import { sessionRepositories } from '../../features/session/index.ts';
import { signInRepositories } from '../../features/sign-in/index.ts';
import { spinRepositories } from '../../features/spin/index.ts';
import { spotifyRepositories } from '../../features/spotify/index.ts';
import { verificationRepositories } from '../../features/verification/index.ts';

export function createRepositories(db: Database) {
  return {
    ...sessionRepositories(db),
    ...countersRepositories(db),
    ...loggingRepositories(db),
    ...billingRepositories(db),
    ...messagingRepositories(db),
    ...discoveryRepositories(db),
    ...interestRepositories(db),
    ...inviteRepositories(db),
    ...profileRepositories(db),
    ...spinRepositories(db),
    ...spotifyRepositories(db),
    ...photoImportRepositories(db),
    ...verificationRepositories(db),
    ...disableRepositories(db),
    ...accountRepositories(db),
    ...dataExportRepositories(db),
    ...joinRepositories(db),
    ...signInRepositories(db),
    ...deletionRepositories(db),
    photos: photosRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The repositories over the app's database, as app.repos. */
export default fp(
  async (app) => {
    const repos = createRepositories(app.database.db);
    app.decorate('repos', repos);
    repos.profileViews.onFailure((error, views) =>
      app.log.error({ err: error, views }, 'profile views not written'),
    );
    // Registered after the database's own hook, so it runs before the database closes (onClose runs in reverse).
    app.addHook('onClose', () => repos.profileViews.close());
  },
  { name: 'repositories', dependencies: ['database'] },
);
