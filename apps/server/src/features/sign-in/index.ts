// Passkeys and two-step sign-in: the settings to manage them, signing in with them, the known devices behind the
// "new sign-in" note (recorded by app.auth.startSession), and the security notes.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import {
  knownDevicesRepository,
  passkeysRepository,
  signInTicketsRepository,
  twoStepRepository,
  webauthnChallengesRepository,
} from './sign-in.repository.ts';
import routes from './sign-in.routes.ts';

export function signInRepositories(db: Database) {
  return {
    passkeys: passkeysRepository(db),
    webauthnChallenges: webauthnChallengesRepository(db),
    twoStep: twoStepRepository(db),
    signInTickets: signInTicketsRepository(db),
    knownDevices: knownDevicesRepository(db),
  };
}

// Without encapsulation, so app.passkeyConfirmation is the app's (account deletion confirms with a passkey).
export default fp(routes, { name: 'sign-in', dependencies: ['clock', 'schedule', 'repositories', 'auth'] });
