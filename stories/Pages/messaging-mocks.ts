// What the Pages/Messaging stories need to know of their recordings (scripts/record/scenarios/messaging.ts): the ids
// of the threads and members the server answered, so a story opens the same page the scenario recorded.
import { spyOn } from 'storybook/test';
import { recordedAnswer } from '@app/mocks';

const inbox = (scenario: 'messaging/paying' | 'messaging/free' | 'messaging/long-thread') =>
  recordedAnswer(scenario, 'getInbox').data.items;

const freeInbox = inbox('messaging/free');

/** Thread ids: the paying member's newest, the free member's readable (a paying member's) and locked ones. */
export const threadIds = {
  paying: inbox('messaging/paying')[0]?.id ?? '',
  freeReadable: freeInbox.find((t) => !t.locked)?.id ?? '',
  freeLocked: freeInbox.find((t) => t.locked)?.id ?? '',
  long: recordedAnswer('messaging/long-thread', 'getThread').data.thread.id,
} as const;

/** The member the compose scenarios write to (one the demo logins never wrote to). */
export const RECIPIENT_ID = recordedAnswer('messaging/compose', 'getProfileView').data.id;

/** The member the paying member saves from their profile in `messaging/hotlist-save`. */
export const SAVED_FROM_PROFILE_ID = recordedAnswer('messaging/hotlist-save', 'getProfileView').data.id;

/**
 * A story `beforeEach`: the browser picks the clientId the recorded send used, so the server's recorded answer
 * confirms the very message the page shows (as the real server does for the member's own clientId).
 */
export const sendsAsRecorded = (clientId: string | null) => () => {
  const spy = spyOn(crypto, 'randomUUID').mockReturnValue(clientId as ReturnType<Crypto['randomUUID']>);
  return () => spy.mockRestore();
};

/** The thread each live scenario (scripts/record/scenarios/messaging.ts) has open, and who is on the other side. */
const liveThread = (
  scenario:
    'messaging/live-typing' | 'messaging/live-message' | 'messaging/live-delivered' | 'messaging/live-read',
) => recordedAnswer(scenario, 'getThread').data.thread;

export const liveThreads = {
  typing: liveThread('messaging/live-typing'),
  message: liveThread('messaging/live-message'),
  delivered: liveThread('messaging/live-delivered'),
  read: liveThread('messaging/live-read'),
} as const;
