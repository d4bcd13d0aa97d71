// Fuzzing from the contract: for every endpoint of `allEndpoints`, requests generated from its zod schemas (valid
// ones, and ones with exactly one input at fault) go through `inject` to the real app over the real database,
// seeded with the demo community, as the paying demo member (public endpoints: anonymously).
//
// Every answer: no 5xx, at most 5 s, every 4xx in the contract's error body. Invalid requests: a 4xx (400; 404 only
// for a path the router cannot match; 413 only for an oversized body) naming the input at fault in `field`. Valid
// requests: a 2xx whose body parses with the endpoint's response schema, or one of the domain answers listed in
// `domainAnswer` below, each checked against the database at the time of the answer.
//
// The endpoints are shared between the files fuzz-1.test.ts and fuzz-2.test.ts, so the server suite's two workers
// run them at once (one file was the suite's longest by far: about 350 s on a 2-core machine).
// Replay: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run --project server apps/server/test/suites/fuzz- -t <name>
import type { Endpoint, ImportProvider } from '@app/contract';
import {
  LOG_ANONYMOUS_MAX_BYTES,
  LOG_ANONYMOUS_MAX_ENTRIES,
  PHOTOS_PER_MEMBER_MAX,
  allEndpoints,
  billingErrorCodes,
  cannedFlirts,
  DOUBLE_SPINS_PER_DAY,
  cardExpired,
  dailySpinAllowance,
  easternDay,
  importLimits,
  photoErrorCodes,
  publicEndpoints,
  sandboxTestCards,
  skipDailyMatch,
  spinErrorCodes,
  spinWheel,
  verificationErrorCodes,
} from '@app/contract';
import { sandboxArtists } from '@app/demo-data';
import type { Database } from '../../src/db/database.ts';
import {
  checkouts,
  dailyMatches,
  invites,
  memberOffers,
  memberRewards,
  members,
  memberships,
  payments,
  photos,
  plans,
  spinCredits,
  spins,
  verificationAttempts,
} from '../../src/db/schema.ts';
import { roleOf } from '../../src/shared/roles.ts';
import { demoLogins } from '../../src/seed/demo.ts';
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FuzzCase, Hints } from './arbitraries.ts';
import { accountAnswer } from './account-answers.ts';
import { dataExportAnswer } from './data-export-answers.ts';
import { deletionAnswer } from './deletion-answers.ts';
import { emailAnswer } from './email-answers.ts';
import { inviteAnswer } from './invite-answers.ts';
import { signInAnswer } from './sign-in-answers.ts';
import { joinAnswer } from './join-answers.ts';
import { invalidCases, validCases } from './arbitraries.ts';
import type { SeededBackend, Session } from './seeded.ts';
import {
  blockedByViewer,
  communityOf,
  describeCase,
  describeSeededBackends,
  endsSessions,
  errorBodyProblem,
  freshThrowawaySession,
  hintsFor,
  memberHidden,
  references,
  threadPartner,
} from './seeded.ts';

/** Valid cases per endpoint, and as many invalid ones: 2 × FUZZ_RUNS requests per endpoint. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SLOW_MS = 5000;
const sandboxArtistIds = new Set(sandboxArtists.map((artist) => artist.id));

/** Per-endpoint seed: adding an endpoint does not change the cases of the others. */
const seedOf = (name: string) => {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (SEED ^ hash) | 0;
};

interface Tally {
  valid: number;
  invalid: number;
  statuses: Record<number, number>;
  slowestMs: number;
}

/** The endpoints of one file: every `of`-th of the contract's, from the `part`-th (1-based). */
export interface FuzzPart {
  part: number;
  of: number;
}

/** The fuzz suite over this part of the contract's endpoints, on every database backend. */
export function fuzzContract({ part, of }: FuzzPart): void {
  const endpoints = (Object.entries(allEndpoints) as [string, Endpoint][]).filter(
    (_, index) => index % of === part - 1,
  );
  const tallies: Record<string, Record<string, Tally>> = {};

  describeSeededBackends(`contract fuzz (part ${part} of ${of})`, (backend) => {
    let viewer: Session;
    let hints: Hints;
    /** Per endpoint: skipping names the viewer's revealed daily matches most of the time (and a few others). */
    let endpointHints: Record<string, Hints> = {};
    const tally: Record<string, Tally> = (tallies[backend.name] = {});

    beforeAll(async () => {
      viewer = await backend.login(demoLogins.paying);
      hints = hintsFor(await communityOf(backend.db, viewer.id));
      // Cursors the server issued, so valid cases page for real instead of mostly sending cursors it never made.
      const cursors = await harvestCursors(backend, viewer, hints);
      hints = { ...hints, cursor: cursors, before: cursors };
      // Two spins reveal daily matches for the skip endpoint to name (the viewer, a full member, has 3 a day).
      for (let i = 0; i < 2; i++) await backend.send(viewer, spinWheel, spinWheel.path, '{}');
      // The wheel is random (it may land on an extra spin or a boost twice): two of today's pool are revealed either way.
      const pool = await backend.db
        .select({ id: dailyMatches.matchId })
        .from(dailyMatches)
        .where(eq(dailyMatches.memberId, viewer.id))
        .orderBy(dailyMatches.position)
        .limit(2);
      await backend.db
        .update(dailyMatches)
        .set({ revealedAt: sql`coalesce(${dailyMatches.revealedAt}, now())` })
        .where(
          and(
            eq(dailyMatches.memberId, viewer.id),
            inArray(
              dailyMatches.matchId,
              pool.map((row) => row.id),
            ),
          ),
        );
      const revealed = await backend.db
        .select({ id: dailyMatches.matchId })
        .from(dailyMatches)
        .where(and(eq(dailyMatches.memberId, viewer.id), isNotNull(dailyMatches.revealedAt)));
      const revealedIds = revealed.map((row) => row.id);
      const others = await backend.db
        .select({ id: members.id })
        .from(members)
        .where(revealedIds.length ? notInArray(members.id, revealedIds) : undefined)
        .limit(3);
      // Invites the viewer received (to reply to) and the viewer's interests (and one they do not have).
      const inviters = others.filter((row) => row.id !== viewer.id);
      const received = inviters.length
        ? await backend.db
            .insert(invites)
            .values(
              inviters.map((row, i) => ({ inviterId: row.id, inviteeId: viewer.id, questionId: 20 - i })),
            )
            .onConflictDoNothing()
            .returning({ id: invites.id })
        : [];
      const interests = await backend.app.repos.interests.withCounts(viewer.id);
      hints = {
        ...hints,
        inviteId: received.map((row) => row.id),
        interest: [...interests.map((interest) => interest.id), 'pet-none', 'artist-0000000000000000000000'],
      };
      endpointHints = {
        skipDailyMatch: { ...hints, memberId: [...revealedIds, ...others.map((row) => row.id)] },
      };
    });

    it('covers every endpoint of the contract', () => {
      expect(Object.keys(allEndpoints).length).toBeGreaterThan(0);
      for (const name of Object.keys(publicEndpoints)) expect(allEndpoints).toHaveProperty(name);
    });

    it.each(endpoints)(
      '%s',
      async (name, endpoint) => {
        const counts: Tally = (tally[name] = { valid: 0, invalid: 0, statuses: {}, slowestMs: 0 });
        const check = async (c: FuzzCase) => {
          if (c.valid) counts.valid++;
          else counts.invalid++;
          const session =
            name in publicEndpoints
              ? null
              : endsSessions.has(name)
                ? await freshThrowawaySession(backend)
                : viewer;
          const problem = await checkCase(
            backend,
            endpoint,
            session,
            endsSessions.has(name) && session ? session : viewer,
            c,
            counts,
          );
          if (problem) throw new Error(`${problem}\n  request: ${endpoint.method} ${describeCase(c)}`);
        };
        const seed = seedOf(name);
        for (const [kind, cases] of [
          ['valid', validCases(endpoint, endpointHints[name] ?? hints)],
          ['invalid', invalidCases(endpoint, endpointHints[name] ?? hints)],
        ] as const) {
          try {
            await fc.assert(fc.asyncProperty(cases, check), {
              seed,
              numRuns: RUNS,
              // Shrinking re-sends hundreds of requests (a 500-entry log batch: thousands); FUZZ_SHRINK=1 turns it on.
              endOnFailure: process.env.FUZZ_SHRINK !== '1',
            });
          } catch (error) {
            throw new Error(
              `${kind} requests to ${name} (${endpoint.method} ${endpoint.path}) on ${backend.name} fail.\n` +
                `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project server ` +
                `apps/server/test/suites/fuzz- -t '${name}' (fast-check seed ${seed})\n` +
                (error as Error).message,
              { cause: error },
            );
          }
        }
      },
      180_000,
    );
  });

  afterAll(() => {
    for (const [database, byEndpoint] of Object.entries(tallies)) {
      const lines = Object.entries(byEndpoint).map(
        ([name, t]) =>
          `  ${name.padEnd(20)} valid ${String(t.valid).padStart(4)}  invalid ${String(t.invalid).padStart(4)}  ` +
          `slowest ${t.slowestMs.toFixed(0).padStart(5)} ms  ${JSON.stringify(t.statuses)}`,
      );
      console.info(
        `contract fuzz part ${part} of ${of} on ${database} (seed ${SEED}, ${RUNS} + ${RUNS} runs; shrinking adds requests):\n${lines.join('\n')}`,
      );
    }
  });
}

const catalogues = new Map<string, Promise<{ albums: Set<string>; photos: Set<string> }>>();

/** Every album and photo id the (sandbox) provider lists for the viewer, walked once through the API. */
function providerCatalogue(backend: SeededBackend, viewer: Session, provider: ImportProvider) {
  const key = `${backend.name}:${provider}`;
  let found = catalogues.get(key);
  if (!found) {
    found = (async () => {
      const albums = new Set<string>();
      const photoIds = new Set<string>();
      const get = async (url: string) => {
        const { response } = await backend.send(viewer, { method: 'GET' }, url);
        return response.statusCode === 200
          ? (response.json() as { data: Record<string, unknown> }).data
          : null;
      };
      const base = `/api/user/photos/import/${provider}/albums`;
      let cursor: string | null = null;
      do {
        const page = await get(cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base);
        if (!page) break;
        for (const album of page.albums as { id: string }[]) albums.add(album.id);
        cursor = page.nextCursor as string | null;
      } while (cursor);
      for (const albumId of albums) {
        let next: string | null = null;
        do {
          const url = `${base}/${encodeURIComponent(albumId)}${next ? `?cursor=${encodeURIComponent(next)}` : ''}`;
          const page = await get(url);
          if (!page) break;
          for (const photo of page.photos as { id: string }[]) photoIds.add(photo.id);
          next = page.nextCursor as string | null;
        } while (next);
      }
      return { albums, photos: photoIds };
    })();
    catalogues.set(key, found);
  }
  return found;
}

async function ownPhotoIds(db: Database, memberId: number): Promise<number[]> {
  const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.memberId, memberId));
  return rows.map((row) => row.id);
}

/** Every `…Cursor` string in the answers to a few valid requests (without cursors) to each GET endpoint. */
async function harvestCursors(backend: SeededBackend, viewer: Session, hints: Hints): Promise<string[]> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (/Cursor$/.test(key) && typeof v === 'string') found.add(v);
        else walk(v);
      }
  };
  for (const endpoint of Object.values(allEndpoints) as Endpoint[]) {
    if (endpoint.method !== 'GET' || !endpoint.query) continue;
    const cases = validCases(endpoint, hints).filter((c) => !('cursor' in c.query) && !('before' in c.query));
    for (const c of fc.sample(cases, { seed: SEED, numRuns: 6 })) {
      const { response } = await backend.send(viewer, endpoint, c.url);
      if (response.statusCode === 200) walk(response.json());
    }
  }
  return [...found];
}

/** What is wrong with the answer to one case, or null. */
async function checkCase(
  backend: SeededBackend,
  endpoint: Endpoint,
  session: Session | null,
  viewer: Session,
  c: FuzzCase,
  counts: Tally,
): Promise<string | null> {
  const { response, ms } = await backend.send(session, endpoint, c.url, c.upload ?? c.payload);
  const status = response.statusCode;
  counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
  counts.slowestMs = Math.max(counts.slowestMs, ms);
  const answer = `${status} ${response.body.slice(0, 300)}`;
  if (ms > SLOW_MS) return `took ${ms.toFixed(0)} ms (more than ${SLOW_MS} ms): ${answer}`;
  if (status >= 500) return `server error: ${answer}`;
  if (status >= 400) {
    const problem = errorBodyProblem(response);
    if (problem) return `${status}: ${problem}`;
  }
  const error =
    status >= 400 ? (response.json() as { error: { code: string; field?: string } }).error : undefined;

  if (c.valid) {
    if (status >= 200 && status < 300) {
      const parsed = endpoint.response.safeParse(response.json());
      return parsed.success ? null : `2xx body breaks the response schema: ${parsed.error.message}`;
    }
    if (!error) return `unexpected ${answer}`;
    const reason = await domainAnswer(backend, endpoint, session, viewer, c, status, error);
    return reason ? null : `valid request refused: ${answer}`;
  }

  // A malformed %-escape in the query: refusing it and reading it leniently (then judged as that text) are both fine.
  if (c.lenient) return null;
  if (!error) return `invalid request accepted (${c.label}): ${answer}`;
  // A bad upload: its own status (400 empty or corrupt, 413 over the cap, 415 not an accepted type), naming the field.
  if (c.status !== undefined && c.part === undefined) {
    // The member's state may refuse before the file is decoded (no work on a photo that cannot be kept): the photo
    // limit, a verified member's selfie.
    if (status === 409) {
      const reason = await domainAnswer(backend, endpoint, session, viewer, c, status, error);
      return reason ? null : `bad upload (${c.label}) refused by a state that does not hold: ${answer}`;
    }
    if (status !== c.status || error.field !== c.field)
      return `bad upload (${c.label}) answered ${answer}; expected ${c.status} naming "${c.field}"`;
    return null;
  }
  if (status === 413) return error.field === 'body' ? null : `413 should name field "body": ${answer}`;
  if (status === 404 && c.part === 'params') return null;
  if (status !== 400) return `invalid request answered ${answer}; expected 400`;
  // A value put in place of a list or an object may be at fault inside it: naming the element is naming the field.
  if (c.field !== undefined && error.field !== c.field && !error.field?.startsWith(`${c.field}.`))
    return `400 names field ${JSON.stringify(error.field)}, expected "${c.field}" (${c.label}): ${answer}`;
  return null;
}

/**
 * The 4xx answers a request the contract accepts may legitimately get, each checked against the database now:
 * - 404 `not_found`: it names a member who does not exist for the viewer (no such id, disabled, or they blocked
 *   the viewer) or a thread the viewer does not have (or whose other member does not exist for them);
 * - 403 `blocked`: it names a member the viewer blocked (or the viewer's thread with them);
 * - 400 `invalid_request` naming `memberId`/`recipientId`/`id`: that member is the viewer (acting on oneself);
 * - 400 naming `cursor`/`before`: a cursor was given (the generators never have one the server issued);
 * - 400 naming `flirtId`: it is not one of the canned flirts;
 * - 400 naming `city`: the own profile's city is not one the city lookup knows (name, region and country);
 * - 400 naming `artistIds`: an artist is not in the artist catalogue (the sandbox's, in tests);
 * - public endpoints only (called anonymously): 401 `invalid_credentials`, 403 `profile_disabled`, 429
 *   `rate_limited` (logins, anonymous log batches), and the contract's anonymous log-batch caps (413 naming `body`
 *   over LOG_ANONYMOUS_MAX_BYTES, 400 naming `logArr` over LOG_ANONYMOUS_MAX_ENTRIES).
 * - photos: 404 for a photo id that is not one of the viewer's, 400 naming `photoIds` for an order that is not
 *   exactly the viewer's photos, 409 `photo_limit_reached` at 20 photos (also before a bad file is decoded);
 * - import: 404 for an album the provider does not list, 400/409 naming `photoIds` for a photo it does not list, one
 *   imported already, or past the provider's limit or the 20 photos;
 * - verification: 409 `already_verified` for a verified viewer, `verification_not_started` with no started attempt.
 * - billing: 400 naming `planId` for a plan that is not on sale (or, changing plan, not a membership plan); 409
 *   `price_changed` for a price that is not the plan's; 400 naming `card.expYear` for an expired card; 402
 *   `payment_declined` for the sandbox's declining test cards; 409 `idempotency_key_reused` for a key the viewer used
 *   for another plan; 404 naming `reference` for a receipt that is not the viewer's, `checkoutId` for a checkout that
 *   is not theirs; 409 `plan_already_held` for the plan of the viewer's live membership; 409 `subscription_state`
 *   for a membership (or payment) whose state does not allow the call; 409 `offer_unavailable` for an offer taken
 *   already or without a live membership.
 * - spin: 409 `no_spins_left` with no daily or extra spin left, 409 `no_double_spin_left` without a double spin left
 *   today, 404 skipping a member who is not one of today's revealed daily matches (see spinAnswer).
 * - data export: 409 `data_export_preparing` while one is prepared, 429 `data_export_too_soon` within the day.
 * - sign-in: a login's 401 `captcha_required` for an account guessed at, the second step's expired tickets, passkeys
 *   that are not the viewer's, two-step state and wrong codes or passwords (sign-in-answers.ts).
 * Nothing else: no paywall (the viewer is the paying member), no 401 (the viewer is logged in).
 */
async function domainAnswer(
  backend: SeededBackend,
  endpoint: Endpoint,
  session: Session | null,
  viewer: Session,
  c: FuzzCase,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  const { db } = backend;
  if (!session) {
    if (status === 401 && error.code === 'invalid_credentials') return 'wrong credentials';
    if (status === 403 && error.code === 'profile_disabled') return 'disabled profile';
    if (status === 429 && error.code === 'rate_limited') return 'throttled';
    // The contract's caps on anonymous log batches (smaller than a member's).
    const bytes = Buffer.byteLength(c.payload ?? '');
    if (status === 413 && error.field === 'body' && bytes > LOG_ANONYMOUS_MAX_BYTES)
      return 'anonymous batch size';
    const entries = (c.body as { logArr?: unknown[] } | undefined)?.logArr?.length ?? 0;
    if (status === 400 && error.field === 'logArr' && entries > LOG_ANONYMOUS_MAX_ENTRIES)
      return 'anonymous batch entries';
    const account = await accountAnswer(
      db,
      null,
      endpoint,
      undefined,
      c.body as Record<string, unknown> | undefined,
      status,
      error,
    );
    if (account) return account;
    const signIn = await signInAnswer(
      db,
      null,
      endpoint,
      undefined,
      c.body as Record<string, unknown> | undefined,
      status,
      error,
    );
    if (signIn) return signIn;
    const join = await joinAnswer(db, endpoint, c.body as Record<string, unknown> | undefined, status, error);
    if (join) return join;
    return emailAnswer(db, viewer.id, endpoint, c.body as Record<string, unknown> | undefined, status, error);
  }
  const parsed = {
    params: endpoint.params?.parse(c.params),
    query: endpoint.query?.parse(c.query) as Record<string, unknown> | undefined,
    body: endpoint.body?.parse(c.body) as Record<string, unknown> | undefined,
  };
  const refs = references(parsed);
  const partners = await Promise.all(refs.threads.map((t) => threadPartner(db, viewer.id, t)));
  if (status === 404 && error.code === 'not_found') {
    for (const id of refs.members) if (await memberHidden(db, viewer.id, id)) return 'member absent';
    for (const partner of partners)
      if (partner === null || (await memberHidden(db, viewer.id, partner))) return 'thread absent';
  }
  if (status === 403 && error.code === 'blocked') {
    for (const id of [...refs.members, ...partners])
      if (id !== null && (await blockedByViewer(db, viewer.id, id))) return 'blocked by the viewer';
  }
  if (status === 400 && error.code === 'invalid_request') {
    const field = error.field ?? '';
    if (['memberId', 'recipientId', 'id'].includes(field) && refs.members.includes(viewer.id))
      return 'oneself';
    const given = { ...parsed.query, ...parsed.body };
    if ((field === 'cursor' || field === 'before') && typeof given[field] === 'string')
      return 'foreign cursor';
    if (field === 'flirtId' && !cannedFlirts.some((f) => f.id === given.flirtId)) return 'unknown flirt';
    // The own profile's city must be one the city lookup knows (its name in that region and country).
    const city = given.city as { name: string; region: string; country: string } | undefined;
    if (
      field === 'city' &&
      typeof city === 'object' &&
      backend.app.repos.cities.find(city.name, city.region)?.country !== city.country
    )
      return 'unknown city';
    // Artists must be the catalogue's (the sandbox catalogue in tests).
    const artistIds = given.artistIds as string[] | undefined;
    if (field === 'artistIds' && artistIds?.some((id) => !sandboxArtistIds.has(id))) return 'unknown artist';
    // A new order must list each of the viewer's photos once.
    const photoIds = given.photoIds as unknown[] | undefined;
    if (field === 'photoIds' && photoIds?.every((id) => typeof id === 'number')) {
      const own = (await ownPhotoIds(db, viewer.id)).sort((a, b) => a - b);
      const sent = [...(photoIds as number[])].sort((a, b) => a - b);
      if (JSON.stringify(own) !== JSON.stringify(sent)) return 'not exactly the viewer’s photos';
    }
  }
  // A photo id the viewer has no photo with (none, or another member's).
  const photoId = ((parsed.params as Record<string, unknown> | undefined)?.photoId ??
    parsed.body?.photoId) as number | undefined;
  if (status === 404 && error.code === 'not_found' && typeof photoId === 'number') {
    if (!(await ownPhotoIds(db, viewer.id)).includes(photoId)) return 'not the viewer’s photo';
  }
  // The per-member photo limit.
  if (status === 409 && error.code === photoErrorCodes.photoLimit) {
    if ((await ownPhotoIds(db, viewer.id)).length >= PHOTOS_PER_MEMBER_MAX) return 'photo limit';
  }
  // Import: an album or photo the provider does not have, one imported already, or past the provider's limit or
  // the member's 20 photos.
  const provider = (parsed.params as { provider?: ImportProvider } | undefined)?.provider;
  if (provider && status === 404 && error.code === 'not_found') {
    const albumId = (parsed.params as { albumId?: string }).albumId;
    if (albumId !== undefined && !(await providerCatalogue(backend, viewer, provider)).albums.has(albumId))
      return 'album the provider does not have';
  }
  if (provider && (status === 400 || status === 409) && error.field === 'photoIds') {
    const ids = (parsed.body?.photoIds as string[] | undefined) ?? [];
    const catalogue = await providerCatalogue(backend, viewer, provider);
    if (ids.some((id) => !catalogue.photos.has(id))) return 'a photo the provider does not have';
    const imported = await db
      .select({ sourceId: photos.sourceId })
      .from(photos)
      .where(and(eq(photos.memberId, viewer.id), eq(photos.source, provider)));
    if (ids.some((id) => imported.some((row) => row.sourceId === id))) return 'imported already';
    if (imported.length + ids.length > importLimits[provider]) return 'over the provider limit';
    if ((await ownPhotoIds(db, viewer.id)).length + ids.length > PHOTOS_PER_MEMBER_MAX) return 'photo limit';
  }
  // Verification: the viewer (the paying demo member) may be verified already, or have no attempt to send a selfie to.
  if (status === 409 && error.code === verificationErrorCodes.alreadyVerified) {
    const [row] = await db
      .select({ status: members.verificationStatus })
      .from(members)
      .where(eq(members.id, viewer.id));
    if (row?.status === 'verified') return 'verified already';
  }
  if (status === 409 && error.code === verificationErrorCodes.noAttempt) {
    const [last] = await db
      .select({ status: verificationAttempts.status })
      .from(verificationAttempts)
      .where(eq(verificationAttempts.memberId, viewer.id))
      .orderBy(desc(verificationAttempts.id))
      .limit(1);
    if (last?.status !== 'started') return 'no attempt started';
  }
  const billing = await billingAnswer(db, viewer.id, endpoint.path, parsed, status, error);
  if (billing) return billing;
  const spin = await spinAnswer(db, viewer.id, endpoint, parsed, status, error);
  if (spin) return spin;
  const email = await emailAnswer(db, viewer.id, endpoint, parsed.body, status, error);
  if (email) return email;
  const account = await accountAnswer(
    db,
    viewer.id,
    endpoint,
    parsed.params as Record<string, unknown> | undefined,
    parsed.body,
    status,
    error,
  );
  if (account) return account;
  const invite = await inviteAnswer(db, viewer.id, endpoint, parsed, status, error);
  if (invite) return invite;
  const dataExport = await dataExportAnswer(db, viewer.id, endpoint, status, error);
  if (dataExport) return dataExport;
  const signIn = await signInAnswer(
    db,
    viewer.id,
    endpoint,
    parsed.params as Record<string, unknown> | undefined,
    parsed.body,
    status,
    error,
  );
  if (signIn) return signIn;
  const deletion = await deletionAnswer(db, viewer.id, endpoint, parsed.body, status, error);
  if (deletion) return deletion;
  return null;
}

/**
 * The spin game's refusals of valid requests, each checked against the database: 409 `no_spins_left` with no daily
 * spin left today (Eastern) and no extra spin; 409 `no_double_spin_left` for a double spin without one left today
 * (or by a member who is not full); 404 skipping a member who is not one of today's revealed daily matches.
 */
async function spinAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  parsed: { params?: unknown; body?: Record<string, unknown> },
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  const day = easternDay(new Date());
  if (endpoint === spinWheel && status === 409) {
    const [me] = await db.select().from(members).where(eq(members.id, viewerId));
    if (!me) return null;
    const role = roleOf(me);
    const [used] = await db
      .select({
        daily: sql<number>`count(*) filter (where ${spins.spent} = 'daily')`.mapWith(Number),
        double: sql<number>`count(*) filter (where ${spins.double} and ${spins.spent} <> 'none')`.mapWith(
          Number,
        ),
      })
      .from(spins)
      .where(and(eq(spins.memberId, viewerId), eq(spins.day, day)));
    const [credits] = await db
      .select({ sum: sql<number>`coalesce(sum(${spinCredits.delta}), 0)`.mapWith(Number) })
      .from(spinCredits)
      .where(eq(spinCredits.memberId, viewerId));
    const [rewards] = await db
      .select({ sum: sql<number>`coalesce(sum(${memberRewards.extraSpins}), 0)`.mapWith(Number) })
      .from(memberRewards)
      .where(eq(memberRewards.memberId, viewerId));
    const extra = (credits?.sum ?? 0) + (rewards?.sum ?? 0);
    if (
      error.code === spinErrorCodes.noSpinsLeft &&
      (used?.daily ?? 0) >= dailySpinAllowance[role] &&
      extra <= 0
    )
      return 'no spins left';
    if (
      error.code === spinErrorCodes.noDoubleLeft &&
      parsed.body?.double === true &&
      (role !== 'full' || (used?.double ?? 0) >= DOUBLE_SPINS_PER_DAY)
    )
      return 'no double spin left';
  }
  if (endpoint === skipDailyMatch && status === 404 && error.code === 'not_found') {
    const memberId = (parsed.params as { memberId: number }).memberId;
    const [match] = await db
      .select({ id: dailyMatches.matchId })
      .from(dailyMatches)
      .where(
        and(
          eq(dailyMatches.memberId, viewerId),
          eq(dailyMatches.day, day),
          eq(dailyMatches.matchId, memberId),
          isNotNull(dailyMatches.revealedAt),
        ),
      );
    if (
      !match ||
      (await memberHidden(db, viewerId, memberId)) ||
      (await blockedByViewer(db, viewerId, memberId))
    )
      return "not one of today's daily matches";
  }
  return null;
}

/** The billing endpoints' refusals of valid requests, each checked against the database (see domainAnswer). */
async function billingAnswer(
  db: Database,
  viewerId: number,
  path: string,
  parsed: { params?: unknown; body?: Record<string, unknown> },
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  const body = parsed.body ?? {};
  const params = (parsed.params ?? {}) as Record<string, unknown>;
  const planId = typeof body.planId === 'string' ? body.planId : undefined;
  const [plan] = planId ? await db.select().from(plans).where(eq(plans.id, planId)) : [];
  const [membership] = await db.select().from(memberships).where(eq(memberships.memberId, viewerId));
  const live =
    membership !== undefined && membership.status !== 'expired' && membership.periodEndsAt > new Date();
  if (status === 400 && error.field === 'planId' && planId !== undefined) {
    if (!plan || !plan.active) return 'plan not on sale';
    if (!('card' in body) && plan.kind !== 'subscription') return 'not a membership plan';
  }
  if (
    status === 409 &&
    error.code === billingErrorCodes.priceChanged &&
    plan &&
    body.amountCents !== plan.priceCents
  )
    return 'price is not the plan’s';
  const card = body.card as { number: string; expMonth: number; expYear: number } | undefined;
  if (status === 400 && error.field === 'card.expYear' && card && cardExpired(card, new Date()))
    return 'expired card';
  if (status === 402 && error.code === billingErrorCodes.declined && error.field === 'card.number' && card) {
    const declining: string[] = [sandboxTestCards.declined.number, sandboxTestCards.insufficientFunds.number];
    if (declining.includes(card.number)) return 'declining test card';
  }
  if (
    status === 409 &&
    error.code === billingErrorCodes.keyReused &&
    typeof body.idempotencyKey === 'string'
  ) {
    const [used] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, viewerId), eq(payments.idempotencyKey, body.idempotencyKey)));
    if (used && used.planId !== planId) return 'key used for another plan';
  }
  if (status === 409 && error.code === billingErrorCodes.planHeld && live && membership?.planId === planId)
    return 'the plan of the live membership';
  if (status === 404 && error.code === 'not_found' && typeof params.checkoutId === 'string') {
    const [own] = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, params.checkoutId), eq(checkouts.memberId, viewerId)));
    if (!own) return 'not the viewer’s checkout';
  }
  const reference = typeof params.reference === 'string' ? params.reference : undefined;
  const [payment] = reference
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.memberId, viewerId)))
    : [];
  if (status === 404 && error.code === 'not_found' && reference !== undefined && !payment)
    return 'not the viewer’s receipt';
  if (status === 409 && error.code === billingErrorCodes.wrongState) {
    if (reference !== undefined && payment && payment.status !== 'requires_action')
      return 'payment not waiting';
    // Reactivating needs a cancelled membership; cancelling and changing plan an active one; both within the period.
    const needs = path.endsWith('/reactivate') ? 'cancelled' : 'active';
    if (reference === undefined && (!live || membership?.status !== needs)) return 'membership state';
  }
  if (status === 409 && error.code === billingErrorCodes.offerUsed && typeof params.offer === 'string') {
    const [taken] = await db
      .select()
      .from(memberOffers)
      .where(and(eq(memberOffers.memberId, viewerId), eq(memberOffers.offer, params.offer as 'discount50')));
    if (taken || !live || (params.offer === 'discount66' && !membership?.cardToken))
      return 'offer unavailable';
  }
  return null;
}
