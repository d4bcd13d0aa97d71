// Decorates the app with the photo pipeline (app.photoPipeline) before any route needs it: the upload and import
// routes both store through it, so limits, processing and the no-orphan rule are the same for every way in.
import fp from 'fastify-plugin';
import type { PhotoModerator } from './pipeline.ts';
import { createPhotoPipeline } from './pipeline.ts';
import type { PhotoStorage } from './storage.ts';
import { storageFromConfig } from './storage.ts';

export interface PhotoPipelineOptions {
  /** Overrides the storage chosen from the config (tests). */
  storage?: PhotoStorage;
  /** Overrides the sandbox moderator, which approves at once (tests: a moderator that leaves photos pending). */
  moderator?: PhotoModerator;
}

export default fp<PhotoPipelineOptions>(
  async (app, options) => {
    app.decorate(
      'photoPipeline',
      createPhotoPipeline({
        db: app.database.db,
        storage: options.storage ?? storageFromConfig(app.config, app.database.db),
        ...(options.moderator ? { moderator: options.moderator } : {}),
      }),
    );
  },
  { name: 'photo-pipeline', dependencies: ['database'] },
);
