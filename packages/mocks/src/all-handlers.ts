import type { HttpHandler } from 'msw';
import type { HandlerGroups } from './handlers.ts';

/** Flattens handler groups (in key order, as msw-storybook-addon does); `null` groups are skipped. */
export const allHandlers = (groups: { [K in keyof HandlerGroups]?: HttpHandler[] | null }): HttpHandler[] =>
  Object.values(groups).flatMap((group) => group ?? []);
