// Signing in with a passkey from the login page, through the client's session (the profile stored, polling started,
// as after a password). What it needs loads on use (passkey-sign-in.ts), so the page's first paint carries only this.
import type { CurrentProfile } from '@app/contract';
import { useAction } from '../../../lib/use-action';

export const usePasskeySignIn = () =>
  useAction((options: { reactivate?: '1' }): Promise<CurrentProfile> =>
    import('../passkey-sign-in').then((module) => module.signInWithPasskey(options)),
  );
