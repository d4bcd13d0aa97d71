// The profile pages' stories replace one read of the profile group (loading forever, failing) while every other
// call of the scenario still works.
import type { failing, HandlerGroups } from '@app/mocks';

export const withProfileCall = (
  groups: HandlerGroups,
  handler: ReturnType<typeof failing>,
): HandlerGroups => ({
  ...groups,
  profile: [handler, ...groups.profile],
});
