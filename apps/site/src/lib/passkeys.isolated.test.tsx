// The browser's refusals of a passkey ceremony become sentences a member can act on; what it answers passes through
// as JSON the contract takes.
import { afterEach, describe, expect, it, vi } from 'vitest';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

import { answerWithPasskey, createPasskey, PasskeyCeremonyError } from './passkeys';

/** What @simplewebauthn/browser throws: its WebAuthnError names the browser's DOMException, kept as the cause. */
const refusal = (name: string) =>
  Object.assign(new Error('refused', { cause: new DOMException('refused', name) }), { name });

afterEach(() => vi.resetAllMocks());

describe('passkey ceremonies', () => {
  it.each([
    ['NotAllowedError', 'No passkey was used: the request was cancelled or timed out.'],
    ['InvalidStateError', 'This device already has a passkey for your account.'],
    ['SecurityError', 'Passkeys do not work on this address of the site.'],
    ['UnknownError', 'Your browser could not make a passkey.'],
  ])('says what a %s when adding a passkey means', async (name, sentence) => {
    browser.startRegistration.mockRejectedValue(refusal(name));
    const error = await createPasskey({ challenge: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasskeyCeremonyError);
    expect((error as Error).message).toBe(sentence);
  });

  it('tells a browser without WebAuthn that it cannot use a passkey', async () => {
    browser.startAuthentication.mockRejectedValue(new Error('WebAuthn is not supported in this browser'));
    await expect(answerWithPasskey({ challenge: 'c' })).rejects.toThrow('Your browser could not use a passkey.');
  });

  it("hands over the browser's answer with its extension results as a plain record", async () => {
    const answer = {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: { credProps: { rk: true } },
    };
    browser.startAuthentication.mockResolvedValue(answer);
    await expect(answerWithPasskey({ challenge: 'c' })).resolves.toEqual(answer);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c' } });
  });
});
