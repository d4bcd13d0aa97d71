import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wireNumber } from './wire.ts';

/** Counter names the server sends; values arrive as numbers or numeric strings. */
export const counterNames = [
  'whoViewedMe',
  'whoLikedMe',
  'whoILike',
  'mutualLikes',
  'blocklist',
  'unreadMessages',
  'dailySpinsLeft',
] as const;
export type CounterName = (typeof counterNames)[number];

export const countersWire = z.object({ data: z.record(z.string(), wireNumber) });
export type CountersWire = z.infer<typeof countersWire>;

export const getCounters = defineEndpoint({
  summary: "The logged-in member's badge counters.",
  method: 'GET',
  path: '/api/user/counter/get-wrapped-counters',
  response: countersWire,
});
