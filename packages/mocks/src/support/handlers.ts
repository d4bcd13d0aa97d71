// The `support` group: the seven public forms, as the server answers them (apps/server/src/features/support): the
// contract's checks (400 naming the field), SUPPORT_RATE_LIMIT messages per form in a window (429 `rate_limited`),
// and a reference in the contract's format. Callable with or without a session; sent messages are kept per store.
import type { SupportFormId } from '@app/contract';
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  SUPPORT_RATE_LIMIT,
  SUPPORT_RATE_WINDOW_MINUTES,
  errorCodes,
  errorCopy,
  supportEndpointOf,
  supportFormIds,
  supportForms,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, errorResponse } from '../respond.ts';
import type { MockStore } from '../store.ts';

/** A message sent through a form, as the mocks keep it. */
export interface SentSupportMessage {
  form: SupportFormId;
  reference: string;
  memberId: number | null;
  body: Record<string, unknown>;
  at: number;
}

const sentByStore = new WeakMap<MockStore, SentSupportMessage[]>();
/** The messages sent through the forms over `store` (tests read them). */
export const supportMessagesOf = (store: MockStore): SentSupportMessage[] => {
  let sent = sentByStore.get(store);
  if (!sent) sentByStore.set(store, (sent = []));
  return sent;
};

/** The rate limit's answer, as the server words it. */
export const rateLimitedMessage = (minutes: number) => errorCopy.rate_limited('supportForm', minutes);

/**
 * The `n`th reference of the store, in the server's format. Drawn from a fixed sequence, not at random, so a story's
 * screenshot shows the same reference every run.
 */
function reference(form: SupportFormId, n: number): string {
  let seed = (n + 1) * 2654435761;
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    code += REFERENCE_ALPHABET[(seed >>> 16) % REFERENCE_ALPHABET.length];
  }
  return `${supportForms[form].prefix}-${code}`;
}

export function supportHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const sent = supportMessagesOf(store);
  const windowMs = SUPPORT_RATE_WINDOW_MINUTES * 60_000;
  return supportFormIds.map((form) =>
    contractHandler(
      supportEndpointOf[form],
      ({ body }) => {
        const now = Date.now();
        const recent = sent.filter((message) => message.form === form && now - message.at < windowMs);
        if (recent.length >= SUPPORT_RATE_LIMIT) {
          const seconds = Math.ceil((recent[0]!.at + windowMs - now) / 1000);
          return errorResponse(429, errorCodes.rateLimited, rateLimitedMessage(Math.ceil(seconds / 60)));
        }
        const message: SentSupportMessage = {
          form,
          reference: reference(form, sent.length),
          memberId: store.currentMember()?.id ?? null,
          body: body as Record<string, unknown>,
          at: now,
        };
        sent.push(message);
        return { success: true as const, data: { reference: message.reference, form } };
      },
      options,
    ),
  );
}
