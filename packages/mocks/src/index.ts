// Placeholder until the mock handlers land: named MSW handler groups for Storybook and tests.
import type { RequestHandler } from 'msw';
export const handlerGroups: Record<string, RequestHandler[]> = {};
