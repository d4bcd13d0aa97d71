// Test data for the discovery suites: communities inserted in one statement (no password unless a member logs in),
// likes, views and blocks at chosen times, and a logged-in client per member.
import type { FastifyInstance } from 'fastify';
import type { Member, NewMember } from '../../../src/db/schema.ts';
import { blocks, likes, members, photos, profileViews } from '../../../src/db/schema.ts';
import type { TestBackend, TestClient } from '../../helper.ts';
import { loginAs } from '../../helper.ts';

const MINUTE = 60_000;
export const minutesAgo = (minutes: number, from = Date.now()) => new Date(from - minutes * MINUTE);

let serial = 0;

/** Inserts `count` members in one statement; `overrides(i)` shapes member i (0-based). Nobody can log in. */
export async function insertMembers(
  backend: TestBackend,
  count: number,
  overrides: (i: number) => Partial<NewMember> = () => ({}),
): Promise<Member[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = ++serial;
    return {
      email: `community${n}@test.example`,
      displayName: `Community ${n}`,
      birthdate: '1990-06-15',
      gender: 'man' as const,
      seeking: ['woman' as const],
      city: 'Austin',
      region: 'TX',
      avatarSeed: `community-${n}`,
      lastActiveAt: minutesAgo(60 + i),
      ...overrides(i),
    };
  });
  return backend.db.insert(members).values(rows).returning();
}

export async function addLikes(
  backend: TestBackend,
  pairs: Array<[liker: Member, liked: Member, at?: Date]>,
) {
  if (pairs.length === 0) return;
  await backend.db
    .insert(likes)
    .values(pairs.map(([a, b, at]) => ({ likerId: a.id, likedId: b.id, ...(at ? { createdAt: at } : {}) })));
}

export async function addViews(
  backend: TestBackend,
  pairs: Array<[viewer: Member, viewed: Member, at?: Date]>,
) {
  if (pairs.length === 0) return;
  await backend.db
    .insert(profileViews)
    .values(pairs.map(([a, b, at]) => ({ viewerId: a.id, viewedId: b.id, ...(at ? { viewedAt: at } : {}) })));
}

export async function addBlocks(
  backend: TestBackend,
  pairs: Array<[blocker: Member, blocked: Member, at?: Date]>,
) {
  if (pairs.length === 0) return;
  await backend.db
    .insert(blocks)
    .values(
      pairs.map(([a, b, at]) => ({ blockerId: a.id, blockedId: b.id, ...(at ? { createdAt: at } : {}) })),
    );
}

export async function addPhoto(
  backend: TestBackend,
  member: Member,
  url = `/api/avatars/${member.avatarSeed}.svg`,
) {
  await backend.db.insert(photos).values({ memberId: member.id, url, width: 256, height: 256, isMain: true });
}

/** A member who can log in (the helper's password), and a client logged in as them. */
export async function memberWithClient(
  backend: TestBackend,
  app: FastifyInstance,
  overrides: Partial<NewMember> = {},
): Promise<{ member: Member; client: TestClient }> {
  const member = await backend.createMember(overrides);
  return { member, client: await loginAs(app, member.email) };
}

/** Every page of a paged GET, following `nextCursor`; fails after `maxPages`. */
export async function allPages<T>(
  client: TestClient,
  url: string,
  maxPages = 50,
): Promise<Array<{ items: T[]; nextCursor: string | null; total: number }>> {
  const pages: Array<{ items: T[]; nextCursor: string | null; total: number }> = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await client.get(
      cursor ? `${url}${separator}cursor=${encodeURIComponent(cursor)}` : url,
    );
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const page = (response.json() as { data: { items: T[]; nextCursor: string | null; total: number } }).data;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < maxPages);
  if (cursor !== null) throw new Error(`${url}: more than ${maxPages} pages`);
  return pages;
}
