// A PGlite data directory made once and reused: the server suites load a migrated one for every test database, the
// recorder (scripts/record) a seeded one for every scenario. Making one takes seconds (migrations) to ~20 s (the demo
// seed), so it is kept in the temp folder under a hash of the files that decide it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';

/**
 * The snapshot `make` leaves in a new PGlite database, cached as `<name>-<hash>.tar.gz` where the hash covers every
 * .sql, .json and .ts file under `folders`: a change to any of them makes it anew. Processes making the same snapshot
 * at once each write their own file and rename it into place, so a reader never sees half of one.
 */
export async function cachedPgliteSnapshot(
  name: string,
  folders: string[],
  make: (database: DatabaseHandle) => Promise<void>,
): Promise<Blob> {
  const hash = createHash('sha256');
  for (const folder of folders)
    for (const file of readdirSync(folder, { recursive: true }).map(String).sort())
      if (/\.(sql|json|ts)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
  const cached = join(tmpdir(), `${name}-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(cached)) {
    const database = await openDatabase({ kind: 'pglite' });
    await make(database);
    const dump = await database.dumpDataDir?.();
    await database.close();
    if (!dump) throw new Error('PGlite gave no snapshot');
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cached);
  }
  return new Blob([readFileSync(cached)]);
}
