// Messaging calls as a logged-in member makes them, each successful body parsed with the contract, plus the
// members and conversations the suites start from.
import { randomUUID } from 'node:crypto';
import type { InboxThread, MessageWire } from '@app/contract';
import {
  apiErrorBody,
  buildPath,
  getCounters,
  messagingEndpoints as api,
  messagingPaywallError,
} from '@app/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Member, NewMember } from '../../../src/db/schema.ts';
import { blocks } from '../../../src/db/schema.ts';
import type { TestBackend, TestClient } from '../../helper.ts';
import { loginAs, parseBody } from '../../helper.ts';

export const payingPlan = {
  isFullMember: true,
  isPayingMember: true,
  subscriptionStatus: 'active',
} as const satisfies Partial<NewMember>;

const withQuery = (path: string, query: Record<string, string | number | undefined> = {}) => {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? path
    : `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
};

/** A logged-in member and the messaging calls they can make. */
export class Messenger {
  constructor(
    readonly member: Member,
    readonly client: TestClient,
  ) {}

  get id() {
    return this.member.id;
  }

  inboxResponse(query: { cursor?: string; limit?: number } = {}) {
    return this.client.get(withQuery(api.getInbox.path, query));
  }

  async inbox(query: { cursor?: string; limit?: number } = {}) {
    return ok(api.getInbox.response, await this.inboxResponse(query)).data;
  }

  /** The inbox row of the thread with `member`, if listed on the first page. */
  async rowWith(member: Messenger | Member): Promise<InboxThread | undefined> {
    return (await this.inbox()).items.find((row) => row.member.id === member.id);
  }

  threadResponse(threadId: string, query: { before?: string; limit?: number } = {}) {
    return this.client.get(withQuery(buildPath(api.getThread.path, { threadId }), query));
  }

  async thread(threadId: string, query: { before?: string; limit?: number } = {}) {
    return ok(api.getThread.response, await this.threadResponse(threadId, query)).data;
  }

  sendResponse(recipientId: number, body: unknown, clientId: unknown = randomUUID()) {
    return this.client.post(api.sendMessage.path, { recipientId, body, clientId });
  }

  async send(to: Messenger | Member, body: string, clientId?: string): Promise<MessageWire> {
    return ok(api.sendMessage.response, await this.sendResponse(to.id, body, clientId)).data;
  }

  replyResponse(threadId: string, body: unknown, clientId: unknown = randomUUID()) {
    return this.client.post(buildPath(api.replyToThread.path, { threadId }), { body, clientId });
  }

  async reply(threadId: string, body: string, clientId?: string): Promise<MessageWire> {
    return ok(api.replyToThread.response, await this.replyResponse(threadId, body, clientId)).data;
  }

  deleteResponse(threadId: string) {
    return this.client.post(buildPath(api.deleteThread.path, { threadId }));
  }

  flirtResponse(recipientId: number, flirtId: string, clientId: string = randomUUID()) {
    return this.client.post(api.sendFlirt.path, { recipientId, flirtId, clientId });
  }

  async flirts() {
    return ok(api.getFlirts.response, await this.client.get(api.getFlirts.path)).data.items;
  }

  hotlistResponse(query: { cursor?: string; limit?: number } = {}) {
    return this.client.get(withQuery(api.getHotlist.path, query));
  }

  async hotlist(query: { cursor?: string; limit?: number } = {}) {
    return ok(api.getHotlist.response, await this.hotlistResponse(query)).data;
  }

  addToHotlist(memberId: number) {
    return this.client.post(api.addToHotlist.path, { memberId });
  }

  removeFromHotlist(memberId: number) {
    return this.client.post(api.removeFromHotlist.path, { memberId });
  }

  /** The `unreadMessages` counter of the counters poll, as a number. */
  async unreadCounter(): Promise<number> {
    return Number(ok(getCounters.response, await this.client.get(getCounters.path)).data.unreadMessages);
  }
}

/** The body of a 2xx answer parsed with the contract (the test fails when the server breaks it). */
export function ok<S extends Parameters<typeof parseBody>[0]>(schema: S, response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(schema, response);
}

/** Asserts an error answer and returns its error object. */
export function refused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = parseBody(apiErrorBody, response);
  expect(error.code).toBe(code);
  return error;
}

/** Asserts a 403 paywall answer naming the gated action. */
export function paywalled(response: LightMyRequestResponse, feature: 'readMail' | 'sendMessage' | 'reply') {
  expect(response.statusCode, response.body).toBe(403);
  expect(parseBody(messagingPaywallError, response).error.feature).toBe(feature);
}

/** Creates a member and logs them in through the real login endpoint. */
export async function messenger(
  backend: TestBackend,
  app: FastifyInstance,
  overrides: Partial<NewMember> = {},
): Promise<Messenger> {
  const member = await backend.createMember(overrides);
  return new Messenger(member, await loginAs(app, member.email));
}

export async function block(backend: TestBackend, blocker: Messenger | Member, blocked: Messenger | Member) {
  await backend.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}
