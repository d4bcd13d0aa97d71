// Stronger sign-in: the login settings' passkeys and two-step sign-in, and the login's second step. Passkeys come
// from the server suites' software authenticator (Ed25519, its key drawn from the seeded randomness, so every run
// records the same bytes); codes are what an authenticator app shows at the stopped clock.
import { DEMO_PASSWORD } from '@app/demo-data';
import { SoftwareAuthenticator } from '../../../apps/server/test/features/sign-in/software-authenticator.ts';
import type { CeremonyOptions } from '../../../apps/server/test/features/sign-in/software-authenticator.ts';
import { totpCodeAt } from '../../../apps/server/test/features/sign-in/totp.ts';
import { RECORDING_NOW } from '../determinism.ts';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import { accountInputs, loginSettingsPage } from './account.ts';
import { free, shell } from './shell.ts';

const dataOf = <T>(answer: { status: number; body: unknown }, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}`);
  return (answer.body as { data: T }).data;
};

function authenticatorOf({ app }: ScenarioContext): SoftwareAuthenticator {
  const url = new URL(app.config.publicUrl);
  return new SoftwareAuthenticator(url.origin, url.hostname);
}

/** Adds a passkey named `name` for the logged-in `browser` at `at`; answers its id. */
async function addPasskey(
  context: ScenarioContext,
  browser: Member,
  authenticator: SoftwareAuthenticator,
  name: string,
  at: string,
): Promise<number> {
  context.setTime(at);
  const { options } = dataOf<{ options: CeremonyOptions }>(
    await browser.call('startPasskeyRegistration', { body: {} }),
    'startPasskeyRegistration',
  );
  const credential = authenticator.register(options);
  const { id } = dataOf<{ id: number }>(
    await browser.call('finishPasskeyRegistration', { body: { name, credential } }),
    'finishPasskeyRegistration',
  );
  await settled(context);
  return id;
}

/**
 * Waits for the security mail's job: it draws random numbers too, so it must not run in the middle of the recorded
 * calls, where it would take some of their seeded sequence on some runs and not on others.
 */
const settled = (context: ScenarioContext) => context.app.jobs.settle();

/** The free member's two passkeys: a phone's (added last week, used yesterday) and a laptop's (added two days ago). */
async function twoPasskeys(context: ScenarioContext) {
  const browser = await context.other().login(free);
  const phone = authenticatorOf(context);
  const phoneId = await addPasskey(context, browser, phone, 'iPhone', '2026-11-12T18:00:00Z');
  const laptopId = await addPasskey(
    context,
    browser,
    authenticatorOf(context),
    'MacBook',
    '2026-11-18T09:30:00Z',
  );
  context.setTime('2026-11-19T20:15:00Z');
  const visitor = context.other();
  const { options } = dataOf<{ options: CeremonyOptions }>(
    await visitor.call('startPasskeySignIn', { body: {} }),
    'startPasskeySignIn',
  );
  dataOf(
    await visitor.call('passkeySignIn', { body: { credential: phone.signIn(options) } }),
    'passkeySignIn',
  );
  context.setTime(new Date(RECORDING_NOW).toISOString());
  return { phoneId, laptopId };
}

/** Turns two-step sign-in on for the free member from another browser; answers the secret and recovery codes. */
async function twoStepOn(context: ScenarioContext, at: string) {
  context.setTime(at);
  const browser = await context.other().login(free);
  const { secret } = dataOf<{ secret: string }>(
    await browser.call('startTwoStepSetup', { body: {} }),
    'startTwoStepSetup',
  );
  const code = await totpCodeAt(secret, new Date());
  const { recoveryCodes } = dataOf<{ recoveryCodes: string[] }>(
    await browser.call('enableTwoStep', { body: { code } }),
    'enableTwoStep',
  );
  await settled(context);
  context.setTime(new Date(RECORDING_NOW).toISOString());
  return { secret, recoveryCodes };
}

/** A code that is not the app's now: from ten minutes ago, outside the window either side. */
const staleCode = (secret: string) => totpCodeAt(secret, new Date(), -20);

export const signInScenarios: Scenario[] = [
  {
    name: 'sign-in/passkeys',
    description:
      'The free member has two passkeys in the login settings; they rename the laptop’s, then remove the phone’s.',
    async run(context) {
      const { member } = context;
      const { phoneId, laptopId } = await twoPasskeys(context);
      await member.login(free);
      await shell(member);
      await loginSettingsPage(member);
      await member.call('renamePasskey', { params: { passkeyId: laptopId }, body: { name: 'Work laptop' } });
      await member.call('listPasskeys');
      await member.call('removePasskey', { params: { passkeyId: phoneId } });
      await member.call('listPasskeys');
    },
  },
  {
    name: 'sign-in/two-step-setup',
    description:
      'The free member turns two-step sign-in on: the QR code and key, a wrong code refused, the right one answers ten recovery codes.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await loginSettingsPage(member);
      const { secret } = dataOf<{ secret: string }>(
        await member.call('startTwoStepSetup', { body: {} }),
        'startTwoStepSetup',
      );
      await member.call('enableTwoStep', { body: { code: await staleCode(secret) } });
      await member.call('enableTwoStep', { body: { code: await totpCodeAt(secret, new Date()) } });
      await member.call('getTwoStep');
    },
  },
  {
    name: 'sign-in/two-step-on',
    description:
      'The free member with two-step sign-in on since yesterday: a wrong password is refused, then new recovery codes, then it is turned off.',
    async run(context) {
      const { member } = context;
      // Logged in on this device before two-step sign-in was turned on elsewhere: the session stays.
      await member.login(free);
      await twoStepOn(context, '2026-11-19T10:00:00Z');
      await shell(member);
      await loginSettingsPage(member);
      await member.call('disableTwoStep', { body: { currentPassword: accountInputs.wrongCurrentPassword } });
      await member.call('regenerateRecoveryCodes', { body: { currentPassword: DEMO_PASSWORD } });
      await member.call('getTwoStep');
      await member.call('disableTwoStep', { body: { currentPassword: DEMO_PASSWORD } });
      await member.call('getTwoStep');
    },
  },
  {
    name: 'sign-in/two-step-login',
    description:
      'The free member with two-step sign-in on logs in: the password answers a ticket, a stale code is refused, the app’s code signs in.',
    async run(context) {
      const { member } = context;
      const { secret } = await twoStepOn(context, '2026-11-19T10:00:00Z');
      await member.call('getProfile');
      const { twoStep } = dataOf<{ twoStep: { ticket: string } }>(
        await member.call('login', { body: { user: free, pass: DEMO_PASSWORD } }, { changes: false }),
        'login',
      );
      await member.call('twoStepSignIn', { body: { ticket: twoStep.ticket, code: await staleCode(secret) } });
      await member.call('twoStepSignIn', {
        body: { ticket: twoStep.ticket, code: await totpCodeAt(secret, new Date()) },
      });
      await shell(member);
    },
  },
  {
    name: 'sign-in/passkey-login',
    description: 'A visitor signs in with the free member’s passkey: no password, no second step.',
    async run(context) {
      const { member } = context;
      const browser = await context.other().login(free);
      const authenticator = authenticatorOf(context);
      await addPasskey(context, browser, authenticator, 'iPhone', '2026-11-12T18:00:00Z');
      context.setTime(new Date(RECORDING_NOW).toISOString());
      await member.call('getProfile');
      const { options } = dataOf<{ options: CeremonyOptions }>(
        await member.call('startPasskeySignIn', { body: {} }, { changes: false }),
        'startPasskeySignIn',
      );
      await member.call('passkeySignIn', { body: { credential: authenticator.signIn(options) } });
      await shell(member);
    },
  },
];
