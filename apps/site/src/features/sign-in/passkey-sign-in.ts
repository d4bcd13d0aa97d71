// Signing in with a passkey: the server's options, the browser's ceremony, the server's check, then the client
// session starts as after a password. Loaded when the member asks for it.
import type { CurrentProfile } from '@app/contract';
import { http, session } from '../../lib/client';
import { answerWithPasskey } from '../../lib/passkeys';

export async function signInWithPasskey({ reactivate }: { reactivate?: '1' }): Promise<CurrentProfile> {
  const { options } = (await http.call('startPasskeySignIn', { body: {} })).data;
  const credential = await answerWithPasskey(options);
  return session.passkeyLogin({ credential, ...(reactivate ? { reactivate } : {}) });
}
