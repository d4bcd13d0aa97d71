// Photo import from Facebook and Instagram: the providers (offline sandboxes by default, Graph API adapters when
// configured), the member's connections, and the routes that import through the photo pipeline.
import type { Database } from '../../../db/database.ts';
import { photoImportRepository } from './import.repository.ts';

export { default } from './import.routes.ts';
export type { ImportProviders } from './provider.ts';

export function photoImportRepositories(db: Database) {
  return { photoImport: photoImportRepository(db) };
}
