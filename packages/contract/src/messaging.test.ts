import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagingPaywallFeatureOf } from './messaging-paywall.ts';
import {
  MESSAGE_MAX_LENGTH,
  messageBodyError,
  messageBodyMessages,
  messagePreview,
  PREVIEW_MAX_LENGTH,
  messagingPaywallError,
  replyBody,
  sendBody,
  threadResponse,
} from './messaging.ts';

const clientId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('message body rules', () => {
  it('refuses an empty or whitespace-only body, naming the field `body`', () => {
    for (const body of ['', '   ', '\n\t \n']) {
      const result = replyBody.safeParse({ body, clientId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['body']);
      expect(result.error?.issues[0]?.message).toBe(messageBodyMessages.empty);
    }
  });

  it('trims the body and keeps inner newlines and tabs', () => {
    const parsed = sendBody.parse({ recipientId: 7, body: '  Hi!\r\n\tHow are you?\n ', clientId });
    expect(parsed.body).toBe('Hi!\n\tHow are you?');
  });

  it('accepts exactly the limit and refuses one character more, counting emoji once', () => {
    expect(messageBodyError('a'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageBodyError('😀'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageBodyError('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(messageBodyMessages.tooLong);
    // Surrounding whitespace does not count.
    expect(messageBodyError(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeNull();
  });

  it('refuses control characters other than newline and tab', () => {
    for (const bad of ['hi\u0000there', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      const result = replyBody.safeParse({ body: bad, clientId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['body']);
      expect(result.error?.issues[0]?.message).toBe(messageBodyMessages.control);
    }
  });

  it('keeps markup as plain text, unchanged', () => {
    const markup = '<script>alert(1)</script> & <b>bold</b>';
    expect(replyBody.parse({ body: markup, clientId }).body).toBe(markup);
  });

  it('refuses a send without a uuid clientId or a valid recipient', () => {
    const result = sendBody.safeParse({ recipientId: 0, body: 'Hello', clientId: 'abc' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['clientId', 'recipientId']);
  });
});

describe('inbox preview', () => {
  it('collapses line breaks and cuts long bodies with an ellipsis', () => {
    expect(messagePreview('Hi!\n\nHow   are you?')).toBe('Hi! How are you?');
    const preview = messagePreview('a'.repeat(PREVIEW_MAX_LENGTH + 10));
    expect(Array.from(preview)).toHaveLength(PREVIEW_MAX_LENGTH);
    expect(preview.endsWith('…')).toBe(true);
    expect(messagePreview('b'.repeat(PREVIEW_MAX_LENGTH))).toBe('b'.repeat(PREVIEW_MAX_LENGTH));
  });
});

describe('thread and paywall shapes', () => {
  it('requires earlierCursor exactly when there are earlier messages', () => {
    const member = {
      id: 2,
      name: 'Ana',
      age: 30,
      gender: 'woman',
      city: 'Lisbon',
      photoUrl: null,
      verified: false,
      onlineRecently: false,
      lastActiveAt: '2026-11-01T08:00:00.000Z',
      likedByMe: false,
      likesMe: false,
    };
    const data = { thread: { id: 't1', member }, messages: [], hasEarlier: true, earlierCursor: null };
    expect(threadResponse.safeParse({ data }).success).toBe(false);
    expect(threadResponse.safeParse({ data: { ...data, earlierCursor: 'm10' } }).success).toBe(true);
  });

  it('reads the gated action from a paywall error body', () => {
    const body = { error: { code: 'paywall', message: 'Upgrade to reply', feature: 'reply' } };
    expect(messagingPaywallFeatureOf(body)).toBe('reply');
    expect(messagingPaywallFeatureOf({ error: { code: 'blocked', message: 'Blocked' } })).toBeNull();
  });

  it('reads exactly the bodies the paywall error schema accepts', () => {
    const part = fc.oneof(fc.constantFrom('paywall', 'reply', 'readMail', 'sendMessage', 'x'), fc.anything());
    const bodies = fc.oneof(
      fc.anything(),
      fc.record({ error: fc.record({ code: part, message: part, feature: part }, { requiredKeys: [] }) }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = messagingPaywallError.safeParse(body);
        expect(messagingPaywallFeatureOf(body)).toBe(parsed.success ? parsed.data.error.feature : null);
      }),
    );
  });
});
