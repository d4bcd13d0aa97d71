// `npm run record`: runs every scenario against the real server (buildApp over a throwaway PGlite seeded with the demo
// community, a stopped clock and seeded randomness) and writes what it answered to packages/mocks/recordings, one
// JSON file per scenario, plus the list of names stories may use. `npm run record -- --check` writes nothing and
// fails when a committed file differs from what the server answers now (CI runs it).
// `npm run record -- spin/` records only the scenarios whose name starts with one of the given prefixes.
import { restartDeterminism, RECORDING_NOW } from './determinism.ts';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints } from '@app/contract';
import type { Recording } from '@app/mocks/recording';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { cachedPgliteSnapshot } from '../../apps/server/test/pglite-snapshot.ts';
import { Tape } from './live.ts';
import { Member, setTime } from './scenario.ts';
import type { Scenario } from './scenario.ts';
import { scenarios } from './scenarios/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const recordings = path.join(root, 'packages/mocks/recordings');
const namesFile = path.join(root, 'packages/mocks/src/scenario-names.ts');
const args = process.argv.slice(2);
const check = args.includes('--check');
const prefixes = args.filter((arg) => !arg.startsWith('--'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'app-record-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DEMO: '1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  SITE_DIST: path.join(dataDir, 'no-site'),
});

/** The folders whose files decide what the seed writes: the migrations, the seed and the demo data. */
const seedInputs = ['apps/server/drizzle', 'apps/server/src/seed', 'packages/demo-data/src'];

/** The demo community, seeded once (~20 s, kept in the temp folder) and loaded fresh for each scenario. */
const seededSnapshot = () =>
  cachedPgliteSnapshot(
    'app-record-seed',
    seedInputs.map((folder) => path.join(root, folder)),
    async (database) => {
      restartDeterminism();
      const app = await buildApp({ config, database, seedDemo: true });
      await app.ready();
      await app.close();
    },
  );

async function record(scenario: Scenario, snapshot: Blob): Promise<Recording> {
  restartDeterminism();
  const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot });
  const app = await buildApp({ ...scenario.app, config, database, prepareDatabase: false });
  await app.ready();
  const tape = new Tape(app, database);
  try {
    await scenario.run({
      member: new Member(app, allEndpoints, tape, true),
      other: () => new Member(app, allEndpoints, tape),
      db: database.db,
      app,
      setTime,
    });
  } finally {
    await app.close();
    await database.close();
  }
  return {
    scenario: scenario.name,
    description: scenario.description,
    now: new Date(RECORDING_NOW).toISOString(),
    exchanges: tape.exchanges,
    ...(tape.live.length > 0 ? { live: tape.live } : {}),
  };
}

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function namesModule(names: string[]): string {
  return [
    '// Written by `npm run record` (scripts/record): the scenarios a story may replay. Do not edit by hand.',
    'export const scenarioNames = [',
    ...names.map((name) => `  '${name}',`),
    '] as const;',
    'export type ScenarioName = (typeof scenarioNames)[number];',
    '',
  ].join('\n');
}

const duplicate = scenarios.find((s, i) => scenarios.findIndex((t) => t.name === s.name) !== i);
if (duplicate) throw new Error(`Two scenarios are named ${duplicate.name}`);
const chosen = scenarios.filter((s) => prefixes.length === 0 || prefixes.some((p) => s.name.startsWith(p)));
const started = performance.now();
const snapshot = await seededSnapshot();

/** Records `list` in this process; returns the names whose recording differs (check) or was written. */
async function recordAll(list: Scenario[]): Promise<string[]> {
  const changed: string[] = [];
  for (const scenario of list) {
    const file = path.join(recordings, `${scenario.name}.json`);
    const written = text(await record(scenario, snapshot));
    if (readOr(file) === written) continue;
    changed.push(scenario.name);
    if (check) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, written);
    console.log(`recorded ${scenario.name}`);
  }
  return changed;
}

/**
 * The scenarios split over one process a core (a scenario is ~1-2 s, mostly one core's work): every `workers`th from
 * `shard`. Each child reports on its last stdout line the names it found changed.
 */
async function recordInParallel(workers: number): Promise<string[]> {
  const children = Array.from({ length: workers }, (_, shard) =>
    spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
      env: { ...process.env, RECORD_SHARD: `${shard}/${workers}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const outputs = await Promise.all(
    children.map(
      (child) =>
        new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve(out) : reject(new Error(`A recording process exited with ${code}`)),
          );
        }),
    ),
  );
  return outputs.flatMap((out) => {
    const lines = out.trim().split('\n');
    for (const line of lines.slice(0, -1)) console.log(line);
    return JSON.parse(lines.at(-1) ?? '[]') as string[];
  });
}

const shard = process.env.RECORD_SHARD?.split('/').map(Number);
if (shard) {
  const [index = 0, count = 1] = shard;
  const changed = await recordAll(chosen.filter((_, i) => i % count === index));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(changed));
  process.exit(0);
}
const workers = Math.min(availableParallelism(), Math.ceil(chosen.length / 4));
const changed = workers > 1 ? await recordInParallel(workers) : await recordAll(chosen);
const drift = check ? changed : [];

const names = scenarios.map((s) => s.name).sort();
const listed = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listed(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.json')
        ? [`${prefix}${entry.name.slice(0, -'.json'.length)}`]
        : [],
  );
mkdirSync(recordings, { recursive: true });
const orphans = listed(recordings).filter((name) => !names.includes(name));
if (readOr(namesFile) !== namesModule(names)) {
  if (check) drift.push('packages/mocks/src/scenario-names.ts');
  else writeFileSync(namesFile, namesModule(names));
}
// Only a whole run removes files: a partial one may run beside another that is adding scenarios.
if (check) drift.push(...orphans.map((name) => `${name} (no scenario records it)`));
else if (prefixes.length === 0) for (const name of orphans) rmSync(path.join(recordings, `${name}.json`));
rmSync(dataDir, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (drift.length > 0) {
  console.error(
    `The server no longer answers as recorded (${drift.length}): ${drift.join(', ')}.\n` +
      'Run `npm run record`, review the change in the recordings and the stories that replay them, and commit both.',
  );
  process.exit(1);
}
console.log(`${chosen.length} scenarios ${check ? 'match their recordings' : 'recorded'} in ${seconds} s`);
