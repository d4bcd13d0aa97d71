// The `disable` group: disabling the logged-in member's profile as the server does — the reasons are recorded, the
// member is disabled and signed out (the store's session ends). Logging in again answers profile_disabled until
// the login asks to reactivate (session.ts).
import { disableProfile } from '@app/contract';
import type { HttpHandler } from 'msw';
import { MOCK_NOW, iso } from '../clock.ts';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, failing, loadingForever } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { disablesOf } from './store.ts';

export function disableHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  return [
    contractHandler(
      disableProfile,
      ({ body }) => {
        const member = store.currentMember();
        if (!member) throw new Error('unreachable: the viewer check answers 401 first');
        const disabledAt = iso(MOCK_NOW);
        disablesOf(store).push({
          memberId: member.id,
          reasons: [...body.reasons],
          comment: body.comment ?? '',
          disabledAt,
          reactivatedAt: null,
        });
        member.disabled = true;
        store.sessionMemberId = null;
        return { success: true as const, data: { disabledAt } };
      },
      { viewer: () => store.currentMember()?.id, ...options },
    ),
  ];
}

/** Stories' states of the disable call: it fails (500) or never answers (saving). */
export const disableFaults = {
  failing: (): HttpHandler[] => [failing(disableProfile)],
  saving: (): HttpHandler[] => [loadingForever(disableProfile)],
};
