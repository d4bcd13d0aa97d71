// Scenario helpers shared by the Pages/Discovery stories: a session scenario whose discovery calls answer from extra
// handlers first (failing, slow or empty endpoints), over the session's own community.
import type { HandlerGroups } from '@app/mocks';
import { payingMember } from '@app/mocks';
import { mocked } from './site-decorator';

/** `parameters.msw` for `groups` (default: a paying member) with `discovery` handlers answering first. */
export const withDiscovery = (
  discovery: HandlerGroups['discovery'],
  groups: HandlerGroups = payingMember(),
) => mocked({ ...groups, discovery: [...discovery, ...groups.discovery] });

/** A member of the mocked community (ids 1–120). */
export const COMMUNITY_MEMBER_ID = 7;
