// MSW handlers for the twelve session calls of SPEC point 7, typed by and checked against the contract, over the
// in-memory store. Requests are validated like the server does (400 naming the field); responses are parsed with
// the contract's schema before they leave, so a handler can never drift from the contract unnoticed.
import type { ApiErrorBody, Endpoint } from '@app/contract';
import {
  desktopLog,
  errorCodes,
  facebookLogin,
  flushPermissions,
  getCounters,
  getPermissions,
  getProfile,
  login,
  logout,
  microPlan,
  reactivate,
  solidgateProducts,
  webProducts,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { MockDb } from './db.ts';
import { db as defaultDb } from './db.ts';
import type { MockMember } from './factories.ts';
import { createCountersWire, createPermissionsWire, createProfileWire } from './factories.ts';
import { sessionMessagingHandlers, sessionMessagingStore } from './messaging/scenarios.ts';
import { sessionDiscoveryHandlers } from './discovery/session.ts';

/** Handler groups by feature: a story overrides one group by key (msw-storybook-addon) or drops it with null. */
export interface HandlerGroups {
  session: HttpHandler[];
  permissions: HttpHandler[];
  counters: HttpHandler[];
  log: HttpHandler[];
  billing: HttpHandler[];
  assets: HttpHandler[];
  messaging: HttpHandler[];
  discovery: HttpHandler[];
}

export interface HandlerOptions {
  /** Delay before every answer (ms), or 'infinite' for a loading state that never ends. */
  delay?: number | 'infinite';
}

/** The error body the server sends, with its status. */
export const errorResponse = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json<ApiErrorBody>({ error: { code, message, ...(field ? { field } : {}) } }, { status });

// The server's messages, so stories show what members will see.
export const messages = {
  unauthenticated: 'Log in to continue.',
  wrongCredentials: 'Wrong email or password.',
  profileDisabled: 'This profile is disabled. Reactivate it to log in.',
  facebookRefused: 'Facebook did not accept this login. Try again.',
  facebookUnlinked: 'No profile is linked to this Facebook account. Log in with your email and password.',
  internal: 'Something went wrong on our side. Try again.',
} as const;

interface HandlerInput<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  request: Request;
}

type Resolver<E extends Endpoint> = (
  input: HandlerInput<E>,
) => z.input<E['response']> | Response | Promise<z.input<E['response']> | Response>;

/** The MSW path of an endpoint: any origin (Storybook's and tests' `http://localhost` alike), contract path. */
export const mockPath = (endpoint: Endpoint): string => `*${endpoint.path}`;

function invalid(error: z.ZodError, part: string): Response {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const message = issue?.message ?? 'Invalid request';
  return errorResponse(
    400,
    errorCodes.invalidRequest,
    field ? message : `Invalid ${part}: ${message}`,
    field,
  );
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('invalid json');
  }
}

/** One contract endpoint as an MSW handler: request parsed with the contract, response checked by it. */
export function contractHandler<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E>,
  options: HandlerOptions = {},
): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    if (options.delay !== undefined) await delay(options.delay);
    const input: Record<string, unknown> = { request };
    const parts = [
      ['params', endpoint.params, params],
      ['query', endpoint.query, Object.fromEntries(new URL(request.url).searchParams)],
      ['body', endpoint.body, endpoint.body ? await readJson(request) : undefined],
    ] as const;
    for (const [part, schema, value] of parts) {
      if (!schema) continue;
      if (typeof value === 'symbol')
        return errorResponse(400, errorCodes.invalidRequest, 'The request body is not valid JSON.', 'body');
      const parsed = schema.safeParse(value);
      if (!parsed.success) return invalid(parsed.error, part);
      input[part] = parsed.data;
    }
    const result = await resolve(input as unknown as HandlerInput<E>);
    if (result instanceof Response) return result;
    // A mock that breaks the contract fails loudly (the test or story sees it at once).
    return HttpResponse.json(endpoint.response.parse(result) as Record<string, unknown>);
  });
}

const unauthenticated = () => errorResponse(401, errorCodes.unauthenticated, messages.unauthenticated);

/** Every handler, in named groups, over a store. */
export function createHandlerGroups(db: MockDb = defaultDb, options: HandlerOptions = {}): HandlerGroups {
  /** Runs `answer` for the logged-in member, or answers 401 like the server. */
  const asMember =
    <E extends Endpoint>(
      answer: (member: MockMember, input: HandlerInput<E>) => z.input<E['response']> | Response,
    ): Resolver<E> =>
    (input) => {
      const member = db.currentMember();
      return member ? answer(member, input) : unauthenticated();
    };

  /** A disabled profile logs in only when asked to reactivate it (as on the server). */
  const startSession = (member: MockMember, reactivateRequested: boolean) => {
    let reactivated = false;
    if (member.disabled) {
      if (!reactivateRequested)
        return errorResponse(403, errorCodes.profileDisabled, messages.profileDisabled);
      member.disabled = false;
      reactivated = true;
    }
    db.sessionMemberId = member.id;
    return { success: true as const, data: { memberId: member.id, reactivated } };
  };

  // One messaging store for both groups: profiles show the hotlist, blocks reach the inbox.
  const messagingStore = sessionMessagingStore(db);

  const plansOf = (kinds: string[]) => ({
    data: { Plans: db.plans.filter((plan) => kinds.includes(plan.kind)) },
  });

  return {
    session: [
      contractHandler(
        login,
        ({ body }) => {
          const member = db.findByEmail(body.user);
          if (!member || member.password !== body.pass) {
            return errorResponse(401, errorCodes.invalidCredentials, messages.wrongCredentials);
          }
          return startSession(member, body.reactivate === '1');
        },
        options,
      ),
      contractHandler(
        facebookLogin,
        ({ params }) => {
          // The server's sandbox adapter: tokens `sandbox-<email>`.
          const email = params.token.startsWith('sandbox-')
            ? params.token.slice('sandbox-'.length).toLowerCase()
            : '';
          if (!/^[^\s@]+@[^\s@]+$/.test(email))
            return errorResponse(401, errorCodes.invalidCredentials, messages.facebookRefused);
          const member = db.members.find((m) => m.facebookId === `sandbox:${email}`) ?? db.findByEmail(email);
          if (!member) return errorResponse(401, errorCodes.invalidCredentials, messages.facebookUnlinked);
          member.facebookId ??= `sandbox:${email}`;
          return startSession(member, false);
        },
        options,
      ),
      contractHandler(
        logout,
        () => {
          db.sessionMemberId = null;
          return { success: true as const };
        },
        options,
      ),
      contractHandler(
        reactivate,
        asMember((member) => {
          const reactivated = member.disabled;
          member.disabled = false;
          return { success: true as const, data: { reactivated } };
        }),
        options,
      ),
      contractHandler(getProfile, asMember(createProfileWire), options),
    ],
    permissions: [
      contractHandler(
        getPermissions,
        asMember((member) =>
          createPermissionsWire(member.role, {
            isFeatured: member.isFeatured,
            isFacebookProfile: member.facebookId !== null,
            hasActiveDefaultPlan: member.hasActiveDefaultPlan,
          }),
        ),
        options,
      ),
      contractHandler(
        flushPermissions,
        asMember(() => ({ success: true as const })),
        options,
      ),
    ],
    counters: [
      contractHandler(
        getCounters,
        asMember((member) => createCountersWire(member.counters)),
        options,
      ),
    ],
    log: [
      contractHandler(
        desktopLog,
        ({ body }) => {
          const known = new Set(db.logEntries.map((entry) => entry.uuid));
          let stored = 0;
          for (const entry of body.logArr) {
            if (known.has(entry.uuid)) continue;
            known.add(entry.uuid);
            db.logEntries.push(entry);
            stored += 1;
          }
          return { success: true as const, data: { stored, duplicates: body.logArr.length - stored } };
        },
        options,
      ),
    ],
    billing: [
      contractHandler(webProducts, () => plansOf(['subscription', 'discount']), options),
      contractHandler(microPlan, () => plansOf(['boost']), options),
      contractHandler(solidgateProducts, () => plansOf(['subscription', 'discount']), options),
    ],
    assets: [
      // Avatars: a local SVG with the seed's initial, on the server's path; nothing loads from the internet.
      http.get(
        '*/api/avatars/:file',
        ({ params }) =>
          new HttpResponse(avatarSvg(String(params.file)), {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    ],
    messaging: sessionMessagingHandlers(db, options, messagingStore),
    discovery: sessionDiscoveryHandlers(db, options, messagingStore),
  };
}

const avatarColors = ['#b6e3f4', '#c0aede', '#d1d4f9', '#ffd5dc', '#ffdfbf', '#c7f0d8'];

/** A deterministic avatar: a pastel square (from the seed) with the seed's first letter. */
export function avatarSvg(file: string): string {
  const seed = file.replace(/\.svg$/, '');
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const letter = (seed.match(/[a-z]/i)?.[0] ?? '?').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${avatarColors[hash % avatarColors.length]}"/><text x="128" y="128" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="112" fill="#333">${letter}</text></svg>`;
}

/** The default groups over the shared store (a free member logged in). Storybook's preview registers these. */
export const handlerGroups: HandlerGroups = createHandlerGroups();
