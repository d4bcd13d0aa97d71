// POST /api/user/mail/threads/:threadId/typing: the member is typing in this thread. Sent at most once every
// TYPING_SIGNAL_MS a thread while the box holds text (the server drops faster signals); never for an empty box, and
// only while this tab's live channel is open (otherwise the tab is offline, or no member page runs: Storybook, tests).
import { useCallback, useRef } from 'react';
import { TYPING_SIGNAL_MS } from '@app/contract';
import { http, live } from '../../../lib/client';

export const sendTyping = async (threadId: string): Promise<void> => {
  await http.call('sendTyping', { params: { threadId } });
};

/** Returns what to call with the box's text as it changes; `now` is the clock (tests). */
export function useTypingSignal(
  threadId: string,
  {
    send = sendTyping,
    now = Date.now,
  }: { send?: (threadId: string) => Promise<void>; now?: () => number } = {},
): (text: string) => void {
  const last = useRef(-Infinity);
  return useCallback(
    (text: string) => {
      if (text.trim() === '' || live.state !== 'open') return;
      const at = now();
      if (at - last.current < TYPING_SIGNAL_MS) return;
      last.current = at;
      // A lost signal only means the other member does not see the dots this time.
      void send(threadId).catch(() => undefined);
    },
    [threadId, send, now],
  );
}
