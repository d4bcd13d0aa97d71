// The handler groups over one store: the session's groups plus each feature's, all reading and writing the same
// tables. Storybook registers them as named groups (a story overrides one by key or drops it with null).
import type { MemberSummary } from '@app/contract';
import type { HttpHandler } from 'msw';
import type { Tier } from './access.ts';
import { accountHandlers } from './account/handlers.ts';
import { communityOf } from './discovery/community.ts';
import { createMemberSummary } from './discovery/factories.ts';
import { createDiscoveryHandlers } from './discovery/handlers.ts';
import { disableHandlers } from './disable/handlers.ts';
import { emailHandlers } from './email/handlers.ts';
import type { MockMember, MockRole } from './factories.ts';
import { memberIds } from './factories.ts';
import { Mailbox } from './messaging/mailbox.ts';
import { messagingHandlers } from './messaging/handlers.ts';
import { photoHandlers } from './photos/handlers.ts';
import { profileHandlers } from './profile/handlers.ts';
import type { HandlerOptions } from './respond.ts';
import type { SessionGroups } from './session.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import { sessionGroups } from './session.ts';
import { spinHandlers } from './spin/handlers.ts';
import { inviteHandlers } from './invites/handlers.ts';
import { supportHandlers } from './support/handlers.ts';
import type { MockStore } from './store.ts';

/** Handler groups by feature: a story overrides one group by key (msw-storybook-addon) or drops it with null. */
export interface HandlerGroups extends SessionGroups {
  messaging: HttpHandler[];
  discovery: HttpHandler[];
  /** The own profile: profile/edit's sections, 20Q, Spotify artists. */
  profile: HttpHandler[];
  /** Photos (upload, main, order, delete, import) and profile verification. */
  photos: HttpHandler[];
  /** Paying: checkout, receipts, the membership, its offers. */
  subscriptions: HttpHandler[];
  /** Spin the matches: the spin state, spins, skipping a daily match. */
  spin: HttpHandler[];
  /** Login settings (password, sessions), visibility and password recovery. */
  account: HttpHandler[];
  /** Email settings, the validation link, opt-outs and the notices. */
  email: HttpHandler[];
  /** Disabling the profile (reactivation is the session group's login). */
  disable: HttpHandler[];
  /** The public forms (feedback, customer service, bug reports …), with or without a session. */
  support: HttpHandler[];
  /** The interests lists, and invite and reply (20Q questions asked of another member). */
  invites: HttpHandler[];
}

/** Paying members and full members without a plan are the contract's full tier; the others are free. */
export const tierOf = (role: MockRole | undefined): Tier =>
  role === undefined || role === 'free' ? 'free' : 'full';

/** A session member as messaging shows them: their own name, age, city and avatar over their seeded summary. */
export function sessionSummary(store: MockStore, id: number): MemberSummary {
  const member: MockMember | undefined = store.members.find((m) => m.id === id);
  const base = createMemberSummary({ id });
  return member
    ? {
        ...base,
        name: member.data.name,
        age: member.data.age,
        city: member.data.city,
        photoUrl: member.data.avatarUrl,
      }
    : base;
}

/** The mailbox of the session scenarios: it acts as the logged-in member (401 when nobody is). */
export function sessionMailbox(store: MockStore): Mailbox {
  const mailbox = new Mailbox({ summary: sessionSummary(store, memberIds.paying), paying: true }, store);
  mailbox.session = () => {
    const member = store.currentMember();
    return member
      ? { summary: sessionSummary(store, member.id), paying: tierOf(member.role) === 'full' }
      : null;
  };
  return mailbox;
}

/** Every handler, in named groups, over one store. */
export function createHandlerGroups(store: MockStore, options: HandlerOptions = {}): HandlerGroups {
  return {
    ...sessionGroups(store, options),
    messaging: messagingHandlers(sessionMailbox(store), options),
    discovery: createDiscoveryHandlers({
      community: communityOf(store),
      viewer: () => store.currentMember()?.id,
      tier: () => tierOf(store.currentMember()?.role),
      ...(options.delay === undefined ? {} : { delay: options.delay }),
    }),
    profile: profileHandlers(store, options),
    photos: photoHandlers(store, options),
    subscriptions: subscriptionHandlers(store, options),
    spin: spinHandlers(store, options),
    account: accountHandlers(store, options),
    email: emailHandlers(store, options),
    disable: disableHandlers(store, options),
    support: supportHandlers(store, options),
    invites: inviteHandlers(store, options),
  };
}

/** Flattens handler groups (in key order, as msw-storybook-addon does); `null` groups are skipped. */
export const allHandlers = (groups: { [K in keyof HandlerGroups]?: HttpHandler[] | null }): HttpHandler[] =>
  Object.values(groups).flatMap((group) => group ?? []);
