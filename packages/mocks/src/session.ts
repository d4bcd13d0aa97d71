// MSW handlers for the twelve session calls of SPEC point 7 over the one store: login (password and the server
// sandbox's Facebook tokens), logout, reactivation, profile, permissions (from the contract's featuresByRole),
// counters, the log and the plans; and the avatars the server serves.
import type { Endpoint } from '@app/contract';
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
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { MOCK_NOW, iso } from './clock.ts';
import { recordReactivation } from './disable/store.ts';
import type { MockMember } from './factories.ts';
import { createCountersWire, createPermissionsWire, createProfileWire } from './factories.ts';
import type { HandlerInput, HandlerOptions, Resolver } from './respond.ts';
import { contractHandler, errorResponse, messages, unauthenticated } from './respond.ts';
import type { MockStore } from './store.ts';

/** The session's handler groups (the feature groups are added by groups.ts). */
export interface SessionGroups {
  session: HttpHandler[];
  permissions: HttpHandler[];
  counters: HttpHandler[];
  log: HttpHandler[];
  billing: HttpHandler[];
  assets: HttpHandler[];
}

/** The session's handlers, in named groups, over the store. */
export function sessionGroups(db: MockStore, options: HandlerOptions = {}): SessionGroups {
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
      recordReactivation(db, member.id, iso(MOCK_NOW));
      reactivated = true;
    }
    db.sessionMemberId = member.id;
    return { success: true as const, data: { memberId: member.id, reactivated } };
  };

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
        ({ params, query }) => {
          // The server's sandbox adapter: tokens `sandbox-<email>`.
          const email = params.token.startsWith('sandbox-')
            ? params.token.slice('sandbox-'.length).toLowerCase()
            : '';
          if (!/^[^\s@]+@[^\s@]+$/.test(email))
            return errorResponse(401, errorCodes.invalidCredentials, messages.facebookRefused);
          const member = db.members.find((m) => m.facebookId === `sandbox:${email}`) ?? db.findByEmail(email);
          if (!member) return errorResponse(401, errorCodes.invalidCredentials, messages.facebookUnlinked);
          member.facebookId ??= `sandbox:${email}`;
          return startSession(member, query.reactivate === '1');
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
          if (reactivated) recordReactivation(db, member.id, iso(MOCK_NOW));
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
      // The one-time plans, boost first (the site's paywall offers the first boost): boosts and extra spins.
      contractHandler(
        microPlan,
        () => ({
          data: { Plans: [...plansOf(['boost']).data.Plans, ...plansOf(['spins']).data.Plans] },
        }),
        options,
      ),
      contractHandler(solidgateProducts, () => plansOf(['subscription', 'discount']), options),
    ],
    assets: [
      // Avatars: a local SVG (a silhouette on the seed's colour) on the server's path; nothing loads from the internet.
      http.get(
        '*/api/avatars/:file',
        ({ params }) =>
          new HttpResponse(avatarSvg(String(params.file)), {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    ],
  };
}

const avatarColors = ['#b6e3f4', '#c0aede', '#d1d4f9', '#ffd5dc', '#ffdfbf', '#c7f0d8'];

/**
 * A deterministic avatar: a pastel square (from the seed) with a silhouette. Shapes, not a letter: an SVG image cannot
 * use the page's fonts, so a letter was drawn with a font of the machine's and screenshots differed between machines.
 */
export function avatarSvg(file: string): string {
  const seed = file.replace(/\.svg$/, '');
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${avatarColors[hash % avatarColors.length]}"/><g fill="#333" fill-opacity="0.45"><circle cx="128" cy="100" r="44"/><path d="M44 256c0-52 38-92 84-92s84 40 84 92z"/></g></svg>`;
}
