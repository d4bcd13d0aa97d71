// The second step of a two-step sign-in (the login's ticket and a code) through the client's session: the profile
// stored and polling started, as after a password. Only the second step's page imports it.
import type { CurrentProfile, TwoStepSignInBody } from '@app/contract';
import { session } from '../../../lib/client';
import { useAction } from '../../../lib/use-action';

export const useTwoStepSignIn = () =>
  useAction((body: TwoStepSignInBody): Promise<CurrentProfile> => session.twoStep(body));
