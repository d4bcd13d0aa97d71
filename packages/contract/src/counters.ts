import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wireNumber } from './wire.ts';

// Counter names come from the feature catalogue (`counterNames`); values arrive as numbers or numeric strings.

export const countersWire = z.object({ data: z.record(z.string(), wireNumber) });
export type CountersWire = z.infer<typeof countersWire>;

export const getCounters = defineEndpoint({
  summary: "The logged-in member's badge counters.",
  method: 'GET',
  path: '/api/user/counter/get-wrapped-counters',
  response: countersWire,
});
