// The browser's half of a passkey ceremony: the server's options go to navigator.credentials.create()/get() through
// @simplewebauthn/browser (it turns the JSON options into the binary ones the browser takes and the answer back into
// JSON). Loaded on use, so the login page's first paint does not carry it. The browser's refusals become sentences a
// member can act on; the server's refusals stay ApiErrors, shown as sent. The login page imports it on use; it
// offers the passkey button to every browser (all current ones have WebAuthn; one without is told so on the click).

/** Whether this browser can make passkeys at all (the settings offer to add one only then). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A ceremony the browser or the member ended: nothing reached the server. */
export class PasskeyCeremonyError extends Error {
  override readonly name = 'PasskeyCeremonyError';
}

const ceremonyMessages: Record<string, string> = {
  // Cancelled by the member, timed out, or no passkey of this site on the device: browsers do not say which.
  NotAllowedError: 'No passkey was used: the request was cancelled or timed out.',
  AbortError: 'No passkey was used: the request was cancelled or timed out.',
  InvalidStateError: 'This device already has a passkey for your account.',
  SecurityError: 'Passkeys do not work on this address of the site.',
};

function ceremonyError(error: unknown, otherwise: string): PasskeyCeremonyError {
  const cause = error instanceof Error ? error : undefined;
  // @simplewebauthn wraps the DOMException: its `cause` carries the browser's own name.
  const name = (cause?.cause instanceof Error ? cause.cause.name : undefined) ?? cause?.name ?? '';
  return new PasskeyCeremonyError(ceremonyMessages[name] ?? otherwise, { cause: error });
}

type Options = Record<string, unknown>;
/** The browser's extension outputs are a closed interface; the contract takes any small record of them. */
const asRecord = (outputs: object) => outputs as Record<string, unknown>;

/** navigator.credentials.create() with the server's registration options: the new credential as JSON. */
export async function createPasskey(options: Options) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const credential = await startRegistration({ optionsJSON: options as never });
    return { ...credential, clientExtensionResults: asRecord(credential.clientExtensionResults) };
  } catch (error) {
    throw ceremonyError(error, 'Your browser could not make a passkey.');
  }
}

/** navigator.credentials.get() with the server's sign-in options: the passkey's answer as JSON. */
export async function answerWithPasskey(options: Options) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const credential = await startAuthentication({ optionsJSON: options as never });
    return { ...credential, clientExtensionResults: asRecord(credential.clientExtensionResults) };
  } catch (error) {
    throw ceremonyError(error, 'Your browser could not use a passkey.');
  }
}
