// Deterministic messaging fixtures for the ui's stories and tests (ui cannot import @app/mocks). Values come from a
// small PRNG with a fixed seed per entity, times from FIXTURE_NOW, photos from the repo's sample portraits: the same
// output on every machine, in every order, with no network.
import type { Flirt, HotlistEntry, InboxThread, MemberSummary, Message } from '@app/contract';
import { samplePortraits } from '../../assets/portraits';

/** The fixed "now" of every messaging story. */
export const FIXTURE_NOW = new Date('2026-11-20T12:00:00.000Z');
/** Stories format times in UTC, so screenshots do not depend on the machine's time zone. */
export const FIXTURE_TIME_ZONE = 'UTC';
const SEED = 52_026;

/** mulberry32: a tiny seeded PRNG; `fixtureRandom(n)` always yields the same sequence for the same n. */
export function fixtureRandom(n: number): () => number {
  let state = (SEED + n * 7919) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const minutesAgo = (minutes: number): string =>
  new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();

const names = [
  'Ana',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
];
const cities = ['Lisbon', 'Austin', 'Denver', 'Porto', 'Seattle', 'Boston', 'Madrid', 'Chicago'];
const portraits = [samplePortraits.anna, samplePortraits.ben, samplePortraits.chloe, null] as const;

/** Member number `n`: name, age, city and photo drawn from the seed (a quarter have no photo). */
export function fixtureMember(n: number, overrides: Partial<MemberSummary> = {}): MemberSummary {
  const random = fixtureRandom(n);
  return {
    id: 200 + n,
    name: names[n % names.length]!,
    age: 22 + Math.floor(random() * 30),
    gender: pick(random, ['woman', 'man', 'nonbinary'] as const),
    city: pick(random, cities),
    photoUrl: portraits[n % portraits.length] ?? null,
    verified: random() < 0.4,
    onlineRecently: random() < 0.3,
    lastActiveAt: minutesAgo(5 + Math.floor(random() * 600)),
    likedByMe: random() < 0.3,
    likesMe: random() < 0.3,
    ...overrides,
  };
}

export const conversation: readonly string[] = [
  'Hi! I loved the photo from your hike, where was that?',
  'That was Sintra, just outside Lisbon. Have you been?',
  'Not yet, it is on my list. Any tips?',
  'Go early, before the tour buses.\nAnd bring a jacket!',
  'Ha, noted. What are you up to this weekend?',
  'Probably the farmers market on Saturday, then a long run.',
  'You run too? I am training for my first half marathon.',
  'Nice! Which one? I did the city one last spring.',
  'Coffee or tea person?',
  'Coffee, always. Flat white if they do it right.',
  'Same here. There is a great little place near the river.',
  'We should go sometime :)',
];

/**
 * `count` messages of thread `t1`, oldest first, alternating (the other member writes first), 9 minutes apart and
 * ending `endedMinutesAgo` before FIXTURE_NOW. Own messages are read, except the last one (`lastState`).
 */
export function fixtureMessages(
  count: number,
  {
    endedMinutesAgo = 3,
    lastState = 'read',
  }: { endedMinutesAgo?: number; lastState?: Message['state'] } = {},
): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const fromMe = i % 2 === 1;
    const last = i === count - 1;
    return {
      id: `m${i + 1}`,
      threadId: 't1',
      clientId: null,
      fromMe,
      kind: 'text',
      body: conversation[i % conversation.length]!,
      sentAt: minutesAgo(endedMinutesAgo + (count - 1 - i) * 9),
      state: fromMe ? (last ? lastState : 'read') : 'read',
    } satisfies Message;
  });
}

/** An own message just typed (for sending and failed states). */
export function fixtureOwnMessage(body: string, state: Message['state'], id = 'local-1'): Message {
  return {
    id,
    threadId: 't1',
    clientId: null,
    fromMe: true,
    kind: 'text',
    body,
    sentAt: FIXTURE_NOW.toISOString(),
    state,
  };
}

/** Inbox row number `n` (member `fixtureMember(n)`), `n * 47` minutes old. */
export function fixtureThread(n: number, overrides: Partial<InboxThread> = {}): InboxThread {
  const lastMessageFromMe = n % 3 === 0;
  return {
    id: `t${n}`,
    member: fixtureMember(n),
    lastMessagePreview: conversation[(n * 5) % conversation.length]!.replace(/\s+/g, ' '),
    lastMessageAt: minutesAgo(n * n * 47),
    lastMessageFromMe,
    lastMessageState: lastMessageFromMe ? 'delivered' : 'read',
    unreadCount: 0,
    locked: false,
    ...overrides,
  };
}

export const fixtureFlirts: Flirt[] = [
  { id: 'wave', text: 'Hi there! Your profile made me smile.' },
  { id: 'coffee', text: 'You seem fun. Coffee sometime?' },
  { id: 'smile', text: 'Great smile! What made you laugh today?' },
  { id: 'adventure', text: 'Your travel photos are amazing. Where to next?' },
];

export const fixtureHotlist = (count: number): HotlistEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    member: fixtureMember(i + 1),
    addedAt: minutesAgo((i + 1) * 131),
  }));
