import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';
import { queryFlag, wireFlag } from './wire.ts';

/**
 * Server-side features whose methods a member may call. The permission data map sends, per feature, the list of
 * allowed methods, or ['*'] for all of them. A feature missing from the map is not allowed at all.
 */
export const features = [
  'inbox',
  'messaging',
  'lists',
  'profile',
  'settings',
  'search',
  'spin',
  'billing',
] as const;
export type Feature = (typeof features)[number];

/** GET /api/user/permissions/get-permissions, legacy wire shape: flags are '1' / '0'. */
export const permissionsWire = z.object({
  isFullMember: wireFlag,
  isFreeMember: wireFlag,
  isFeaturedUser: wireFlag,
  isFacebookProfile: wireFlag,
  hasActiveDefaultPlan: wireFlag,
  isPayingMember: wireFlag,
  data: z.record(z.string(), z.array(z.string())),
});
export type PermissionsWire = z.infer<typeof permissionsWire>;

export const getPermissions = defineEndpoint({
  summary: "The logged-in member's role flags and feature→methods map.",
  method: 'GET',
  path: '/api/user/permissions/get-permissions',
  query: z.object({ forceReload: queryFlag.default('0') }),
  response: permissionsWire,
});

export const flushPermissions = defineEndpoint({
  summary: "Drop the server's cached permissions of the logged-in member.",
  method: 'GET',
  path: '/api/user/permissions/flush-permissions',
  response: okBody,
});
