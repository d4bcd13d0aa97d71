// The calls every member page makes whatever its feature (the shell: who is logged in, what they may do, the
// header's counters, the notices, the client log), recorded once per scenario so any page of it can be replayed.
import { demoLogins } from '@app/demo-data';
import { RECORDING_NOW } from '../determinism.ts';
import type { Member } from '../scenario.ts';

export const free = demoLogins.free;
export const paying = demoLogins.paying;
export const newProfile = demoLogins.newProfile;

/** Records the shell's answers for the logged-in member as they stand now. */
export async function shell(member: Member): Promise<void> {
  await member.call('getProfile');
  await member.call('getPermissions', { query: { forceReload: 0 } });
  await member.call('getCounters');
  await member.call('getNotices');
  // The home page and the first-run steps ask where a member who joined is in the first-run flow.
  await member.call('getOnboarding');
  await member.call('desktopLog', { body: { logArr: [routeEntry] } }, { changes: false });
}

const routeEntry = {
  logType: 'route',
  uuid: '00000000-0000-4000-8000-000000000001',
  generation_time: RECORDING_NOW,
  retry_count: 0,
  batch_send_time: RECORDING_NOW,
  from: '',
  to: '/',
  params: '',
};
