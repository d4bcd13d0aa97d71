// What the benchmarks read of processes: CPU time from /proc (Linux) and the PostgreSQL backends of a database.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU time (user + system, ms) of processes by id, from /proc (Linux); null elsewhere. */
export function cpuMs(pids) {
  try {
    let total = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
    }
    return total;
  } catch {
    return null;
  }
}

/** The server backends' process ids on PostgreSQL (its pool's connections to the benchmark database). */
export async function backendPids(databaseUrl) {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
