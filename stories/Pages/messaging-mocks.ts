// Mocks shared by the Pages/Messaging stories: the session of a paying or free member whose messaging calls answer
// from a named messaging scenario, and a recipient both the messaging and discovery mocks know.
import { http, HttpResponse } from 'msw';
import type { HandlerGroups, MessagingScenarioName } from '@app/mocks';
import {
  createMemberSummary,
  createProfileDetail,
  freeMember,
  messagingScenario,
  payingMember,
} from '@app/mocks';
import { mocked } from './site-decorator';

/** A paying member (the session scenario) whose messaging calls answer from `scenario`. */
export const payingWith = (scenario?: MessagingScenarioName, groups: HandlerGroups = payingMember()) =>
  mocked(scenario ? { ...groups, messaging: messagingScenario(scenario) } : groups);

/** The free demo member with the free-member inbox (a readable thread 't7' with a paying member, locked ones). */
export const freeSession = () => mocked(freeMember());

/** The first thread of the paying inboxes (member 201, two unread) and of the free member's readable one (231). */
export const threadIds = { paying: 't1', freeReadable: 't7', freeLocked: 't8', long: 't1' } as const;

/** Member 201: in the messaging mocks' inboxes, and given a profile here so compose can address them. */
export const RECIPIENT_ID = 201;

/** The session's groups with member 201's profile answered first. */
export function withRecipientProfile(groups: HandlerGroups): HandlerGroups {
  const profile = createProfileDetail(createMemberSummary({ id: RECIPIENT_ID }));
  return {
    ...groups,
    discovery: [
      http.get(`*/api/user/profiles/${RECIPIENT_ID}`, () => HttpResponse.json({ data: profile })),
      ...groups.discovery,
    ],
  };
}
