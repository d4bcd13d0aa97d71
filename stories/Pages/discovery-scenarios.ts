// What the Pages/Discovery stories share: the members their recorded scenarios (scripts/record/scenarios/discovery.ts)
// open, taken from the recordings so a story's route is the call the scenario made.
import { recordedAnswer } from '@app/mocks';

/** The member whose profile the discovery scenarios view, block and report (photos, 20Q answers and artists). */
export const viewedProfile = recordedAnswer('discovery/profile-paying', 'getProfileView').data;
export const VIEWED_MEMBER_ID = viewedProfile.id;

/** A seeded member who blocked the free demo login (discovery/profile-blocked-viewer opens their profile). */
export const BLOCKER_ID = 201;
