// Authorization matrix, derived from the contract: every endpoint of `allEndpoints` that is not in the contract's
// `publicEndpoints` is a member endpoint, and is called
//   - anonymously                                   → 401 `unauthenticated` in the contract's error body, with
//                                           valid inputs and with inputs the contract refuses (the session is
//                                           checked before any input: never a 400 naming a field);
//   - on another member's resource, by what its inputs name (`shapeOf`):
//       thread   (threadId)                 as a member outside the thread → 404; as the member the other
//                                           participant blocked → 404;
//       member   (memberId, recipientId, id) as a member the target blocked → 404 (a block is never revealed);
//       message  (messageIds: messages sent to the caller) naming a message sent to someone else → the answer a
//                                           message that does not exist gets, and its state stays;
//       own      (nothing that names another member's resource: the session is the scope) as a member others
//                blocked → 2xx whose body mentions none of them (their data never shows).
// Requests are derived from the contract too: paths and bodies from the valid arbitraries, with the resource fields
// set to the demo community's members and threads. An input whose name looks like a reference (`…Id`, `…Ids`, `id`) and that
// `shapeOf` does not know fails the suite: a new endpoint is either public, or handled here.
import type { Endpoint } from '@app/contract';
import { allEndpoints, apiErrorBody, errorCodes, publicEndpoints } from '@app/contract';
import { and, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { blocks, invites, members, messages, passkeys, payments, photos } from '../../src/db/schema.ts';
import { demoLogins } from '../../src/seed/demo.ts';
import { XSRF } from '../helper.ts';
import type { FuzzCase, Hints } from './arbitraries.ts';
import { invalidCases, unwrap, validCases } from './arbitraries.ts';
import type { Session } from './seeded.ts';
import {
  communityOf,
  describeSeededBackends,
  endsSessions,
  freshThrowawaySession,
  hintsFor,
} from './seeded.ts';

type Shape =
  | 'thread'
  | 'member'
  | 'photo'
  | 'receipt'
  | 'checkout'
  | 'session'
  | 'invite'
  | 'message'
  | 'passkey'
  | 'own';

/** A member id the contract accepts and no member has. */
const NO_SUCH_MEMBER = 2 ** 31 - 1;

/** Inputs that name another member's resource, by field name. */
const memberFields = ['memberId', 'recipientId', 'id'] as const;
const threadFields = ['threadId'] as const;
/**
 * Id-like inputs that name nobody's resource: a uuid the client picks per send, a canned flirt of the catalogue, one of
 * the contract's 20 questions (the answer addressed is the caller's own), artists of the artist catalogue, a plan of
 * the plan catalog.
 */
const notReferences = ['clientId', 'flirtId', 'questionId', 'artistIds', 'albumId', 'planId'] as const;
/** Inputs naming one of the member's photos (numbers): another member's photo is answered like no photo at all. */
const photoFields = ['photoId', 'photoIds'] as const;
/** A photo id the contract accepts and no photo has. */
const NO_SUCH_PHOTO = 2 ** 31 - 2;
/** Inputs naming one of the member's purchases by its receipt reference. */
const receiptFields = ['reference'] as const;
/** Inputs naming one of the member's checkouts (a purchase from its page's opening). */
const checkoutFields = ['checkoutId'] as const;
/** A checkout id the contract accepts and no checkout has. */
const NO_SUCH_CHECKOUT = 'CHK-NOSUCH0000';
/** A receipt reference the contract accepts and no purchase has. */
const NO_SUCH_RECEIPT = 'SPK-NOSUCHREF00';
/** Inputs naming one of the member's login sessions by its opaque id (login settings). */
const sessionFields = ['sessionId'] as const;
/** A session id the contract accepts and no session has. */
const NO_SUCH_SESSION = 'n'.repeat(43);
/** Inputs naming an invite to answer a 20Q question: only its invitee may reply. */
const inviteFields = ['inviteId'] as const;
/** An invite id the contract accepts and no invite has. */
const NO_SUCH_INVITE = 2 ** 31 - 1;
/** Inputs naming one of the member's passkeys (login settings). */
const passkeyFields = ['passkeyId'] as const;
/** A passkey id the contract accepts and no passkey has. */
const NO_SUCH_PASSKEY = 2 ** 31 - 1;
/** Inputs naming messages sent to the caller (a delivery receipt): anyone else's are ignored like missing ones. */
const messageFields = ['messageIds'] as const;
/** A message id the contract accepts and no message has. */
const NO_SUCH_MESSAGE = String(2 ** 31 - 1);

/** Is `key` of the endpoint's inputs a number or a list of numbers (our ids), not a provider's text ids? */
function numericInput(endpoint: Endpoint, key: string): boolean {
  for (const part of ['params', 'body'] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    const field = (
      unwrap(schema).schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } }
    )._zod.def.shape?.[key];
    if (!field) continue;
    const probe = key.endsWith('Ids') ? [12345] : 12345;
    return field.safeParse(probe).success || (field.safeParse(String(probe)).success && !key.endsWith('Ids'));
  }
  return false;
}

const inputKeys = (endpoint: Endpoint): string[] =>
  (['params', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (!schema) return [];
    const shape = (
      unwrap(schema).schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } }
    )._zod.def.shape;
    return Object.keys(shape ?? {});
  });

/** How another member's resource is addressed through this endpoint; throws for an input the matrix does not know. */
export function shapeOf(endpoint: Endpoint): Shape {
  const keys = inputKeys(endpoint);
  // The provider's photo ids of an import (text) name the member's own account there, nobody's resource here.
  const photoKeys = keys.filter(
    (key) => (photoFields as readonly string[]).includes(key) && numericInput(endpoint, key),
  );
  const unknown = keys.filter(
    (key) =>
      /(^ids?$|Ids?$|_ids?$)/.test(key) &&
      ![
        ...memberFields,
        ...threadFields,
        ...notReferences,
        ...sessionFields,
        ...inviteFields,
        ...checkoutFields,
        ...messageFields,
        ...passkeyFields,
      ].includes(key as never) &&
      !(photoFields as readonly string[]).includes(key),
  );
  if (unknown.length)
    throw new Error(
      `${endpoint.method} ${endpoint.path}: input ${unknown.join(', ')} looks like a reference the authorization ` +
        'matrix does not know; add it to memberFields/threadFields (or notReferences) in authorization.test.ts',
    );
  if (keys.some((key) => (threadFields as readonly string[]).includes(key))) return 'thread';
  if (keys.some((key) => (receiptFields as readonly string[]).includes(key))) return 'receipt';
  if (keys.some((key) => (checkoutFields as readonly string[]).includes(key))) return 'checkout';
  if (keys.some((key) => (sessionFields as readonly string[]).includes(key))) return 'session';
  if (keys.some((key) => (inviteFields as readonly string[]).includes(key))) return 'invite';
  if (keys.some((key) => (messageFields as readonly string[]).includes(key))) return 'message';
  if (keys.some((key) => (passkeyFields as readonly string[]).includes(key))) return 'passkey';
  if (keys.some((key) => (memberFields as readonly string[]).includes(key))) return 'member';
  if (photoKeys.length) return 'photo';
  return 'own';
}

/**
 * Does the URL reach the route its path spells? A segment that is not percent-decodable is refused by the router
 * before any route is chosen (400 alike on every route), and a dot segment is resolved away to another path.
 */
function reachesItsRoute(url: string): boolean {
  try {
    return (url.split('?', 1)[0] ?? '')
      .split('/')
      .every((segment) => !['.', '..'].includes(decodeURIComponent(segment)));
  } catch {
    return false;
  }
}

const memberEndpoints = Object.entries(allEndpoints as Record<string, Endpoint>).filter(
  ([name]) => !(name in publicEndpoints),
);

/**
 * Own endpoints whose answer depends on the member's state, never on another member: starting a verification or
 * sending a selfie when already verified (409), importing beyond the provider's limit, an album the chosen provider
 * does not have (404: the hints name both providers' albums). A refusal in the contract's error body is fine for
 * them (never 401 or 403); a 2xx is checked as usual.
 */
const stateful = new Set([
  'startVerification',
  'submitSelfie',
  'importPhotos',
  'getImportAlbumPhotos',
  // Paying: a price, a card, a membership or offer state may refuse (402, 409); never 401 or 403.
  'openCheckout',
  'createPurchase',
  'cancelSubscription',
  'reactivateSubscription',
  'acceptOffer',
  'changePlan',
  // The spin game: no spins (or no double spin) left today (409); never 401 or 403.
  'spinWheel',
  // A password change needs the current password, which the derived requests never have (400, then 429).
  'changePassword',
  // So does an address change (400 naming currentPassword); a validated address has no link to resend (409).
  'changeEmail',
  'resendValidation',
  // An interest feed the member does not have the interest of (404), or a malformed interest (400).
  'getInterestFeed',
  // One data export at a time, one a day: the second request is refused (409 preparing, 429 too soon).
  'requestDataExport',
  // A passkey needs an authenticator's signed answer to a challenge of the member's (400 naming credential); two-step
  // needs a setup, the code of now, or the password (409, 400), which derived requests never have.
  'finishPasskeyRegistration',
  'enableTwoStep',
  'disableTwoStep',
  'regenerateRecoveryCodes',
  // The deletion needs the password, which the derived requests never have (400, then 429), or a passkey, which
  // the derived members have none of (404 for its options).
  'requestAccountDeletion',
  'startDeletionPasskey',
]);

const matrixRows: string[] = [];
/** The answer a member who does not exist gets, per member-shaped endpoint (for the printed matrix). */
const answers: Record<string, string> = {};
const expectation: Record<Shape, string> = {
  thread: 'outsider → 404 `not_found`; participant the other blocked → 404 `not_found`',
  member: 'member the target blocked → the answer a member who does not exist gets:',
  own: "no input names another member's resource (the session is the scope); a member others blocked → 2xx without their data",
  photo: "another member's photo → the answer a photo that does not exist gets, and their photo stays:",
  receipt: "another member's receipt → the answer a receipt that does not exist gets:",
  checkout: "another member's checkout → the answer a checkout that does not exist gets:",
  session:
    "another member's session → the answer a session that does not exist gets, and it stays signed in:",
  invite: "another member's invite → the answer an invite that does not exist gets, and it stays unanswered:",
  message:
    'a message sent to someone else → the answer a message that does not exist gets, and its state stays:',
  passkey:
    "another member's passkey → the answer a passkey that does not exist gets, and it stays as it was:",
};

describe('authorization matrix (derived from the contract)', () => {
  it('knows every endpoint: public, or a member endpoint whose inputs it can address', () => {
    for (const [name, endpoint] of Object.entries(allEndpoints as Record<string, Endpoint>)) {
      if (name in publicEndpoints) continue;
      expect(() => shapeOf(endpoint), name).not.toThrow();
    }
    // The declaration itself: public endpoints are contract endpoints, and not all of them.
    for (const [name, endpoint] of Object.entries(publicEndpoints))
      expect(allEndpoints).toHaveProperty(name, endpoint);
    expect(memberEndpoints.length).toBeGreaterThan(0);
  });

  it('fails for an input that looks like a reference it does not know', () => {
    const videoLike = { ...allEndpoints.likeMember, body: z.object({ videoId: z.number().int() }) };
    expect(() => shapeOf(videoLike)).toThrow(/videoId/);
    const videosLike = { ...allEndpoints.likeMember, body: z.object({ videoIds: z.array(z.number()) }) };
    expect(() => shapeOf(videosLike)).toThrow(/videoIds/);
  });
});

describeSeededBackends('authorization matrix', (backend) => {
  /** The paying demo member: the viewer, whom `blocker` blocked after they had a thread, likes, a view, a hotlist entry. */
  let viewer: Session;
  let blocker: Session;
  /** The free demo member: outside the viewer's thread with the blocker. */
  let outsider: Session;
  let thread: string;
  let hints: Hints;
  /** A receipt of the outsider's (a boost they bought): never the viewer's to read or finish. */
  let theirReceipt: string;
  /** A checkout the outsider opened: never the viewer's to read. */
  let theirCheckout: string;

  beforeAll(async () => {
    viewer = await backend.login(demoLogins.paying);
    const [other] = await backend.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(
        and(
          ne(members.id, viewer.id),
          notInArray(members.email, Object.values(demoLogins)),
          notInArray(
            members.id,
            backend.db
              .select({ id: blocks.blockerId })
              .from(blocks)
              .where(or(eq(blocks.blockedId, viewer.id), eq(blocks.blockerId, viewer.id))),
          ),
        ),
      )
      .orderBy(members.id)
      .limit(1);
    if (!other) throw new Error('no demo member to block the viewer');
    blocker = await backend.login(other.email);
    outsider = await backend.login(demoLogins.free);
    hints = hintsFor(await communityOf(backend.db, viewer.id));

    // Everything a block must hide: a thread, likes both ways, a profile view, a hotlist entry.
    const ok = async (session: Session, method: 'GET' | 'POST', url: string, body?: unknown) => {
      const { response } = await backend.send(
        session,
        { method },
        url,
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json() as { data: { threadId: string } };
    };
    const sent = await ok(viewer, 'POST', '/api/user/mail/send', {
      recipientId: blocker.id,
      body: 'Hello there',
      clientId: '6f1c1d52-5c1e-4c5b-9a51-2f3b7a9e0c11',
    });
    thread = sent.data.threadId;
    await ok(viewer, 'POST', '/api/user/likes/add', { memberId: blocker.id });
    await ok(viewer, 'POST', '/api/user/hotlist/add', { memberId: blocker.id });
    await ok(blocker, 'POST', '/api/user/likes/add', { memberId: viewer.id });
    await ok(blocker, 'GET', `/api/user/profiles/${viewer.id}`);
    await ok(blocker, 'POST', '/api/user/mail/send', {
      recipientId: viewer.id,
      body: 'Hi back',
      clientId: '0b7a3c6e-1f2d-4e8a-9c3b-5d6e7f8a9b0c',
    });
    await ok(blocker, 'POST', '/api/user/blocklist/add', { memberId: viewer.id });
    const bought = (await ok(outsider, 'POST', '/api/user/billing/purchases', {
      planId: 'boost-30-minutes',
      amountCents: 499,
      idempotencyKey: 'authorization-matrix-boost-0001',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
        name: 'Free Member',
        zip: '78701',
      },
    })) as unknown as { data: { reference: string } };
    theirReceipt = bought.data.reference;
    const opened = (await ok(outsider, 'POST', '/api/user/billing/checkouts', {
      planId: 'subscription-1-month',
    })) as unknown as { data: { id: string } };
    theirCheckout = opened.data.id;
  });

  const seed = 7_2026;

  /** Valid requests to `endpoint` with every resource field set to `ids` (the rest from the arbitraries). */
  const requests = (
    endpoint: Endpoint,
    ids: { member?: number; thread?: string; photo?: number; receipt?: string; checkout?: string },
    count: number,
  ) => {
    // Without cursors: the arbitraries' cursors were never issued by the server (a 400 naming `cursor`).
    const cases = validCases(endpoint, hints).filter((c) => !('cursor' in c.query) && !('before' in c.query));
    return fc.sample(cases, { seed, numRuns: count }).map((c) => {
      const set = (value: unknown) => {
        if (!value || typeof value !== 'object') return value;
        const copy = { ...(value as Record<string, unknown>) };
        // Other fields that need a meaningful value (a canned flirt): the demo community's first.
        for (const key of Object.keys(copy))
          if (
            hints[key]?.length &&
            !(memberFields as readonly string[]).includes(key) &&
            !(threadFields as readonly string[]).includes(key) &&
            !(ids.receipt !== undefined && (receiptFields as readonly string[]).includes(key)) &&
            !(ids.photo !== undefined && (photoFields as readonly string[]).includes(key))
          )
            // The first hint this field accepts (a name can mean different things: our photo ids or a provider's).
            copy[key] = hints[key]?.find((hint) => accepts(endpoint, key, hint)) ?? copy[key];
        for (const key of memberFields) if (key in copy && ids.member !== undefined) copy[key] = ids.member;
        for (const key of threadFields) if (key in copy && ids.thread !== undefined) copy[key] = ids.thread;
        for (const key of receiptFields)
          if (key in copy && ids.receipt !== undefined) copy[key] = ids.receipt;
        for (const key of checkoutFields)
          if (key in copy && ids.checkout !== undefined) copy[key] = ids.checkout;
        if (ids.photo !== undefined && 'photoId' in copy) copy.photoId = ids.photo;
        if (ids.photo !== undefined && Array.isArray(copy.photoIds)) copy.photoIds = [ids.photo];
        return copy;
      };
      const params = set(c.params) as Record<string, unknown>;
      const body = set(c.body);
      const query = c.url.includes('?') ? c.url.slice(c.url.indexOf('?')) : '';
      const url =
        endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
          encodeURIComponent(String(params[name])),
        ) + query;
      const request: FuzzCase = {
        ...c,
        url,
        params,
        body,
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      };
      if (endpoint.body && !endpoint.body.safeParse(body).success)
        throw new Error(`derived body breaks the contract: ${request.payload}`);
      return request;
    });
  };

  /** Does the endpoint's params or body schema accept `value` for `key`? */
  const accepts = (endpoint: Endpoint, key: string, value: unknown) =>
    (['params', 'body'] as const).some((part) => {
      const schema = endpoint[part];
      const shape = schema
        ? (unwrap(schema).schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } })._zod
            .def.shape
        : undefined;
      return shape?.[key]?.safeParse(value).success ?? false;
    });

  const expectError = (
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: string,
    what: string,
  ) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
    const body = apiErrorBody.parse(response.json());
    expect(body.error.code, what).toBe(code);
  };

  /** Member ids anywhere in a body: summaries (`id` beside `name`) and `memberId` fields. */
  const mentionedMembers = (value: unknown, found = new Set<number>()): Set<number> => {
    if (Array.isArray(value)) value.forEach((v) => mentionedMembers(v, found));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'number' && 'name' in record) found.add(record.id);
      if (typeof record.memberId === 'number') found.add(record.memberId);
      Object.values(record).forEach((v) => mentionedMembers(v, found));
    }
    return found;
  };

  it.each(Object.entries(publicEndpoints) as [string, Endpoint][])(
    'public: %s answers without a session',
    async (_name, endpoint) => {
      for (const request of requests(endpoint, {}, 3)) {
        const { response } = await backend.send(
          null,
          endpoint,
          request.url,
          request.upload ?? request.payload,
        );
        const code = response.statusCode === 401 ? apiErrorBody.parse(response.json()).error.code : undefined;
        expect(code, `${endpoint.method} ${request.url}: ${response.body}`).not.toBe(
          errorCodes.unauthenticated,
        );
      }
    },
  );

  it.each(memberEndpoints)('%s', async (name, endpoint) => {
    const shape = shapeOf(endpoint);
    onTestFinished(() => {
      if (backend.name === 'PGlite')
        matrixRows.push(
          `| \`${name}\` | \`${endpoint.method} ${endpoint.path}\` | 401 | ${shape} | ${expectation[shape]} ${answers[name] ?? ''} |`,
        );
    });

    for (const request of requests(endpoint, { member: blocker.id, thread }, 3)) {
      const { response } = await backend.send(null, endpoint, request.url, request.upload ?? request.payload);
      expectError(response, 401, errorCodes.unauthenticated, `anonymous ${endpoint.method} ${request.url}`);
    }
    // Inputs the contract refuses (a bad body, query or path value, a body that is not JSON, a bad upload) are not
    // judged without a session.
    const refused = fc
      .sample(invalidCases(endpoint, hints), { seed, numRuns: 16 })
      .filter((c) => reachesItsRoute(c.url));
    if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload)
      expect(
        refused.some((c) => !c.valid),
        `${name}: no input the contract refuses was sent`,
      ).toBe(true);
    for (const request of refused) {
      const { response } = await backend.send(null, endpoint, request.url, request.upload ?? request.payload);
      expectError(
        response,
        401,
        errorCodes.unauthenticated,
        `anonymous, ${request.label}: ${endpoint.method} ${request.url} ${request.payload?.slice(0, 200) ?? ''}`,
      );
    }
    // The XSRF guard still comes first: an unsafe call without its header is refused 403 before the session.
    const [unguarded] = refused;
    if (endpoint.method !== 'GET' && unguarded) {
      const response = await backend.app.inject({
        method: endpoint.method,
        url: unguarded.url,
        cookies: { 'XSRF-TOKEN': XSRF },
        ...(unguarded.payload === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: unguarded.payload }),
      });
      expectError(
        response,
        403,
        errorCodes.xsrf,
        `anonymous without X-XSRF-TOKEN: ${endpoint.method} ${unguarded.url}`,
      );
    }

    if (shape === 'thread') {
      for (const request of requests(endpoint, { thread }, 3)) {
        const what = `${endpoint.method} ${request.url} ${request.payload ?? ''}`;
        const asOutsider = await backend.send(
          outsider,
          endpoint,
          request.url,
          request.upload ?? request.payload,
        );
        expectError(asOutsider.response, 404, errorCodes.notFound, `outsider: ${what}`);
        const asBlocked = await backend.send(
          viewer,
          endpoint,
          request.url,
          request.upload ?? request.payload,
        );
        expectError(asBlocked.response, 404, errorCodes.notFound, `blocked participant: ${what}`);
      }
    }

    if (shape === 'member') {
      for (const request of requests(endpoint, { member: blocker.id }, 3)) {
        const what = `${endpoint.method} ${request.url} ${request.payload ?? ''}`;
        // The answer a member who does not exist gets (the same request with an id nobody has)...
        const missing = {
          url: request.url.replace(String(blocker.id), String(NO_SUCH_MEMBER)),
          payload: request.payload?.replace(String(blocker.id), String(NO_SUCH_MEMBER)),
        };
        const asMissing = (await backend.send(viewer, endpoint, missing.url, missing.payload)).response;
        // ...is the answer about the member who blocked the viewer: 404 where a missing member gets 404, and where
        // an endpoint answers everyone alike (removing from one's own hotlist is harmless), the same body.
        const asBlocked = (
          await backend.send(viewer, endpoint, request.url, request.upload ?? request.payload)
        ).response;
        const seen =
          `member the target blocked: ${what} → ${asBlocked.statusCode} ${asBlocked.body}; ` +
          `a member who does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        answers[name] =
          asMissing.statusCode >= 400
            ? `${asMissing.statusCode} \`${apiErrorBody.parse(asMissing.json()).error.code}\``
            : `${asMissing.statusCode} ${asMissing.body}`;
        expect(asBlocked.statusCode, seen).toBe(asMissing.statusCode);
        if (asMissing.statusCode >= 400)
          expectError(asBlocked, asMissing.statusCode, apiErrorBody.parse(asMissing.json()).error.code, seen);
        else
          expect(asBlocked.body.replace(String(blocker.id), String(NO_SUCH_MEMBER)), seen).toBe(
            asMissing.body,
          );
      }
    }

    if (shape === 'photo') {
      // One of the blocker's photos (the demo community's members have some), addressed by the viewer.
      const [theirs] = await backend.db
        .select({ id: photos.id })
        .from(photos)
        .where(ne(photos.memberId, viewer.id))
        .orderBy(photos.id)
        .limit(1);
      if (!theirs) throw new Error('no photo of another member in the demo community');
      for (const request of requests(endpoint, { photo: theirs.id }, 3)) {
        const what = `${endpoint.method} ${request.url} ${request.payload ?? ''}`;
        const missing = {
          url: request.url.replace(String(theirs.id), String(NO_SUCH_PHOTO)),
          payload: request.payload?.replace(String(theirs.id), String(NO_SUCH_PHOTO)),
        };
        const asMissing = (await backend.send(viewer, endpoint, missing.url, missing.payload)).response;
        const asOther = (await backend.send(viewer, endpoint, request.url, request.payload)).response;
        const seen =
          `another member's photo: ${what} → ${asOther.statusCode} ${asOther.body}; ` +
          `a photo that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        expect(asMissing.statusCode, seen).toBeGreaterThanOrEqual(400);
        const missingError = apiErrorBody.parse(asMissing.json()).error;
        answers[name] = `${asMissing.statusCode} \`${missingError.code}\``;
        expectError(asOther, asMissing.statusCode, missingError.code, seen);
        expect(apiErrorBody.parse(asOther.json()).error.field, seen).toBe(missingError.field);
        const [still] = await backend.db
          .select({ id: photos.id })
          .from(photos)
          .where(eq(photos.id, theirs.id));
        expect(still, `${seen}: their photo is gone`).toBeDefined();
      }
    }

    if (shape === 'receipt' || shape === 'checkout') {
      const [theirs, missing] =
        shape === 'receipt' ? [theirReceipt, NO_SUCH_RECEIPT] : [theirCheckout, NO_SUCH_CHECKOUT];
      for (const request of requests(endpoint, { [shape]: theirs }, 3)) {
        const what = `${endpoint.method} ${request.url} ${request.payload ?? ''}`;
        const missingUrl = request.url.replace(theirs, missing);
        const asMissing = (await backend.send(viewer, endpoint, missingUrl, request.payload)).response;
        const asOther = (await backend.send(viewer, endpoint, request.url, request.payload)).response;
        const seen =
          `another member's ${shape}: ${what} → ${asOther.statusCode} ${asOther.body}; ` +
          `a ${shape} that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        expect(asMissing.statusCode, seen).toBe(404);
        const missingError = apiErrorBody.parse(asMissing.json()).error;
        answers[name] = `${asMissing.statusCode} \`${missingError.code}\``;
        expectError(asOther, 404, missingError.code, seen);
        expect(apiErrorBody.parse(asOther.json()).error.field, seen).toBe(missingError.field);
      }
      // Their purchase is untouched.
      const [still] = await backend.db.select().from(payments).where(eq(payments.reference, theirReceipt));
      expect(still?.status).toBe('succeeded');
    }

    if (shape === 'session') {
      // The outsider's own session, named by its id from their login settings, addressed by the viewer.
      const listed = await backend.send(outsider, { method: 'GET' }, '/api/user/settings/login');
      const theirs = (listed.response.json() as { data: { sessions: { id: string; current: boolean }[] } })
        .data.sessions[0]?.id;
      if (!theirs) throw new Error('the outsider has no session');
      for (const request of requests(endpoint, {}, 3)) {
        const sessionId = String((request.params as Record<string, unknown>).sessionId);
        const url = request.url.replace(encodeURIComponent(sessionId), theirs);
        const missingUrl = request.url.replace(encodeURIComponent(sessionId), NO_SUCH_SESSION);
        const asMissing = (await backend.send(viewer, endpoint, missingUrl, request.payload)).response;
        const asOther = (await backend.send(viewer, endpoint, url, request.payload)).response;
        const seen =
          `another member's session: ${endpoint.method} ${url} → ${asOther.statusCode} ${asOther.body}; ` +
          `a session that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        expect(asMissing.statusCode, seen).toBe(404);
        const missingError = apiErrorBody.parse(asMissing.json()).error;
        answers[name] = `${asMissing.statusCode} \`${missingError.code}\``;
        expectError(asOther, 404, missingError.code, seen);
      }
      const still = await backend.send(outsider, { method: 'GET' }, '/api/user/settings/login');
      expect(still.response.statusCode, 'the outsider is still signed in').toBe(200);
    }

    if (shape === 'invite') {
      // An invite the outsider sent the blocker (the first question the blocker has not answered), replied to by the
      // viewer, who is neither of them.
      let theirs: number | undefined;
      for (let questionId = 1; questionId <= 20 && theirs === undefined; questionId += 1) {
        const { response } = await backend.send(
          outsider,
          { method: 'POST' },
          '/api/user/invites',
          JSON.stringify({ memberId: blocker.id, questionId }),
        );
        if (response.statusCode === 200) theirs = (response.json() as { data: { id: number } }).data.id;
      }
      if (theirs === undefined) throw new Error('the outsider could not invite the blocker');
      for (const request of requests(endpoint, {}, 3)) {
        const inviteId = String((request.params as Record<string, unknown>).inviteId);
        const url = request.url.replace(`/${inviteId}/`, `/${theirs}/`);
        const missingUrl = request.url.replace(`/${inviteId}/`, `/${NO_SUCH_INVITE}/`);
        const asMissing = (await backend.send(viewer, endpoint, missingUrl, request.payload)).response;
        const asOther = (await backend.send(viewer, endpoint, url, request.payload)).response;
        const seen =
          `another member's invite: ${endpoint.method} ${url} → ${asOther.statusCode} ${asOther.body}; ` +
          `an invite that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        expect(asMissing.statusCode, seen).toBe(404);
        const missingError = apiErrorBody.parse(asMissing.json()).error;
        answers[name] = `${asMissing.statusCode} \`${missingError.code}\``;
        expectError(asOther, 404, missingError.code, seen);
      }
      const [still] = await backend.db.select().from(invites).where(eq(invites.id, theirs));
      expect(still?.reply, "the outsider's invite is still unanswered").toBeNull();
    }

    if (shape === 'passkey') {
      // A passkey of the outsider's, renamed or removed by the viewer.
      const [theirs] = await backend.db
        .insert(passkeys)
        .values({
          memberId: outsider.id,
          credentialId: `authorization-matrix-${name}`,
          publicKey: 'AQ',
          name: 'Their phone',
        })
        .returning();
      if (!theirs) throw new Error('no passkey for the outsider');
      for (const request of requests(endpoint, {}, 3)) {
        const passkeyId = String((request.params as Record<string, unknown>).passkeyId);
        const url = request.url.replace(`/passkeys/${passkeyId}`, `/passkeys/${theirs.id}`);
        const missingUrl = request.url.replace(`/passkeys/${passkeyId}`, `/passkeys/${NO_SUCH_PASSKEY}`);
        const asMissing = (await backend.send(viewer, endpoint, missingUrl, request.payload)).response;
        const asOther = (await backend.send(viewer, endpoint, url, request.payload)).response;
        const seen =
          `another member's passkey: ${endpoint.method} ${url} → ${asOther.statusCode} ${asOther.body}; ` +
          `a passkey that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
        expect(asMissing.statusCode, seen).toBe(404);
        const missingError = apiErrorBody.parse(asMissing.json()).error;
        answers[name] = `${asMissing.statusCode} \`${missingError.code}\``;
        expectError(asOther, 404, missingError.code, seen);
        expect(apiErrorBody.parse(asOther.json()).error.field, seen).toBe(missingError.field);
      }
      const [still] = await backend.db.select().from(passkeys).where(eq(passkeys.id, theirs.id));
      expect(still?.name, "the outsider's passkey is untouched").toBe('Their phone');
    }

    if (shape === 'message') {
      // A message of the demo community sent to someone other than the viewer, not yet delivered.
      const [theirs] = await backend.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(ne(messages.recipientId, viewer.id), isNull(messages.deliveredAt)))
        .orderBy(messages.id)
        .limit(1);
      if (!theirs) throw new Error('no undelivered message to another member in the demo community');
      const send = async (id: string) =>
        (await backend.send(viewer, endpoint, endpoint.path, JSON.stringify({ messageIds: [id] }))).response;
      const asMissing = await send(NO_SUCH_MESSAGE);
      const asOther = await send(String(theirs.id));
      const seen =
        `a message sent to someone else: ${endpoint.method} ${endpoint.path} → ${asOther.statusCode} ${asOther.body}; ` +
        `a message that does not exist → ${asMissing.statusCode} ${asMissing.body}`;
      answers[name] = `${asMissing.statusCode} ${asMissing.body}`;
      expect(asOther.statusCode, seen).toBe(asMissing.statusCode);
      expect(asOther.body, seen).toBe(asMissing.body);
      const [still] = await backend.db
        .select({ deliveredAt: messages.deliveredAt })
        .from(messages)
        .where(eq(messages.id, theirs.id));
      expect(still?.deliveredAt, `${seen}: it became delivered`).toBeNull();
    }

    if (shape === 'own') {
      for (const request of requests(endpoint, {}, 8)) {
        const what = `${endpoint.method} ${request.url}`;
        const { response } = await backend.send(
          endsSessions.has(name) ? await freshThrowawaySession(backend) : viewer,
          endpoint,
          request.url,
          request.upload ?? request.payload,
        );
        if (stateful.has(name) && response.statusCode >= 400 && response.statusCode < 500) {
          const error = apiErrorBody.parse(response.json()).error;
          expect(
            [errorCodes.unauthenticated, errorCodes.forbidden],
            `${what}: ${response.body}`,
          ).not.toContain(error.code);
          continue;
        }
        expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
        endpoint.response.parse(response.json());
        expect(
          [...mentionedMembers(response.json())],
          `${what} shows the member who blocked the viewer`,
        ).not.toContain(blocker.id);
      }
    }
  });
});

afterAll(() => {
  if (matrixRows.length)
    console.info(
      [
        "| endpoint | call | anonymous | shape | on another member's resource |",
        '|---|---|---|---|---|',
        ...matrixRows,
      ].join('\n'),
    );
});
