// The session and account pages: a visitor (login refused, a disabled profile and its reactivation, the public
// forms, the recovery and validation links), and the free and paying demo logins in their settings (login, password,
// sessions, visibility, email address and notices, email settings, disabling).
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CAPTCHA_PASS, sandboxTestCards } from '@app/contract';
import { DEMO_PASSWORD } from '@app/demo-data';
import { RECORDING_NOW } from '../determinism.ts';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import { free, paying, shell } from './shell.ts';

/** What the stories type: the wrong password, a new password, a new address, a contact message. */
export const accountInputs = {
  wrongPassword: 'not-the-password',
  wrongCurrentPassword: 'not my password',
  newPassword: 'a brand new password',
  recoveredPassword: 'recovered pass',
  newEmail: 'ava.new@example.com',
  takenEmail: paying,
  supportMessage: 'My membership renewed but the receipt page shows the old date.',
} as const;

/** The link in the newest mail to `to` (the dev outbox, which first sends what is due): its `token` parameter. */
export async function mailedToken(app: FastifyInstance, to: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  const { data } = answer.json<{ data: { mail: { text: string }[] } }>();
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(data.mail[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`No link mailed to ${to}`);
  return token;
}

/** The calls the login settings page makes as it opens. */
export async function loginSettingsPage(member: Member): Promise<void> {
  await member.call('getLoginSettings');
  await member.call('listPasskeys');
  await member.call('getTwoStep');
}

/** The devices the free member logged in on earlier this week, by when. */
const devices = {
  '2026-11-18T19:30:00Z':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  '2026-11-19T08:15:00Z':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
};

/**
 * The free member logged in on a phone and another computer earlier this week (each login sent by that browser, so
 * the server names it), then on this device: the login settings list three sessions.
 */
async function threeDevices({ member, app, setTime }: ScenarioContext): Promise<void> {
  const xsrf = 'recorder-xsrf-token-other-devices-0123456789abcdefghij';
  for (const [at, userAgent] of Object.entries(devices)) {
    setTime(at);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      headers: { 'user-agent': userAgent, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      payload: { user: free, pass: DEMO_PASSWORD },
    });
    if (answer.statusCode !== 200) throw new Error(`Login from ${userAgent} answered ${answer.statusCode}`);
  }
  setTime(new Date(RECORDING_NOW).toISOString());
  await member.login(free);
}

/** The free member, logged in elsewhere, changed their address to `email` (unvalidated; a link mailed to it). */
async function emailChangedTo(context: ScenarioContext, email: string): Promise<Member> {
  const browser = await context.other().login(free);
  const { status } = await browser.call('changeEmail', { body: { email, currentPassword: DEMO_PASSWORD } });
  if (status !== 200) throw new Error(`changeEmail to ${email} answered ${status}`);
  await mailedToken(context.app, email);
  return browser;
}

/** The free member disabled their profile on another device. */
async function disabledElsewhere({ other }: ScenarioContext): Promise<void> {
  const browser = await other().login(free);
  await browser.call('disableProfile', { body: { reasons: ['taking-a-break'] } });
}

const customerService = (message: string) => ({
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message,
  topic: 'billing',
});

/** The free member buys 1 Month on another tab, with the sandbox's card that succeeds (as the checkout page pays). */
async function paidElsewhere({ other }: ScenarioContext): Promise<void> {
  const tab = await other().login(free);
  const planId = 'subscription-1-month';
  const { body } = await tab.call('webProducts', { query: { action: 'checkout' } });
  const plan = (body as { data: { Plans: { id: string; priceCents: number }[] } }).data.Plans.find(
    (candidate) => candidate.id === planId,
  );
  const opened = await tab.call('openCheckout', { body: { planId } });
  const { idempotencyKey } = (opened.body as { data: { idempotencyKey: string } }).data;
  const card = {
    number: sandboxTestCards.success.number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Sam Free',
    zip: '10001',
  };
  const { status } = await tab.call('createPurchase', {
    body: { planId, amountCents: plan?.priceCents, idempotencyKey, card },
  });
  if (status !== 200) throw new Error(`createPurchase answered ${status}`);
}

const bugReport = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message: 'The photos page does not load after an upload.',
  page: '/profile/photos',
};

/** The account settings page as the free member opens it: the shell, their address, the copy of their data. */
async function accountSettingsPage(member: Member): Promise<void> {
  await shell(member);
  await member.call('getEmailSettings');
  await member.call('getDataExport');
  await member.call('getAccountDeletion');
  // Whether the deletion may be confirmed with a passkey.
  await member.call('listPasskeys');
}

const HOUR_MS = 3_600_000;

/**
 * The free member asked for a copy of their data `hoursAgo` hours ago in another tab, and the job ran (the zip built
 * from the seed on the stopped clock, so its size is the same on every run; the mail queued).
 */
async function dataExportAskedElsewhere(context: ScenarioContext, hoursAgo: number): Promise<void> {
  context.setTime(new Date(RECORDING_NOW - hoursAgo * HOUR_MS).toISOString());
  const tab = await context.other().login(free);
  const { status } = await tab.call('requestDataExport', { body: {} });
  if (status !== 200) throw new Error(`requestDataExport answered ${status}`);
  await context.app.jobs.settle();
  context.setTime(new Date(RECORDING_NOW).toISOString());
}

export const accountScenarios: Scenario[] = [
  {
    name: 'account/visitor',
    description: 'A visitor with no session: the profile answers 401, and a wrong password is refused.',
    async run({ member }) {
      await member.call('getProfile');
      await member.call('login', { body: { user: free, pass: accountInputs.wrongPassword } });
    },
  },
  {
    name: 'account/login-captcha',
    description:
      'Five wrong passwords for the free member came from elsewhere: the login asks for the CAPTCHA, and the right password with it logs in.',
    async run({ member, other }) {
      const guesser = other();
      for (let i = 0; i < 5; i++)
        await guesser.call('login', { body: { user: free, pass: accountInputs.wrongPassword } });
      await member.call('getProfile');
      // The refusal is where the page learns it needs the CAPTCHA: the replay's next answers are after it.
      await member.call('login', { body: { user: free, pass: DEMO_PASSWORD } }, { changes: true });
      await member.call('getCaptchaConfig');
      await member.call('login', {
        body: { user: free, pass: DEMO_PASSWORD, captchaToken: SANDBOX_CAPTCHA_PASS },
      });
      await shell(member);
    },
  },
  {
    name: 'account/free-login',
    description:
      'A visitor logs in as the free member, opens who liked me (behind the paywall), then logs out.',
    async run({ member }) {
      await member.call('login', { body: { user: free, pass: DEMO_PASSWORD } });
      await shell(member);
      await member.call('getSubscription');
      const paywall = { action: 'paywall', continueURL: '/lists/wlm', headline: 'likedMe' };
      await member.call('webProducts', { query: paywall });
      await member.call('microPlan', { query: paywall });
      await member.call('logout');
      await member.call('getProfile');
    },
  },
  {
    name: 'account/free-member-pays',
    description:
      'The free member’s permissions, then, once they paid on another tab, read again afresh (a paying member).',
    async run(context) {
      const { member } = context;
      await member.login(free);
      await member.call('getPermissions', { query: { forceReload: 0 } });
      await paidElsewhere(context);
      await member.call('flushPermissions');
      await member.call('getPermissions', { query: { forceReload: 1 } });
    },
  },
  {
    name: 'account/paying-login',
    description: 'A visitor logs in as the paying member.',
    async run({ member }) {
      await member.call('login', { body: { user: paying, pass: DEMO_PASSWORD } });
      await shell(member);
    },
  },
  {
    name: 'account/disabled-login',
    description:
      'The free member disabled their profile: the login is refused, then logging in to reactivate it opens the member area with the welcome back.',
    async run(context) {
      const { member } = context;
      await disabledElsewhere(context);
      await member.call('login', { body: { user: free, pass: DEMO_PASSWORD } });
      await member.call('login', { body: { user: free, pass: DEMO_PASSWORD, reactivate: '1' } });
      await shell(member);
      await member.call('dismissNotice', { params: { kind: 'reactivationModal' }, body: {} });
      await member.call('getNotices');
    },
  },
  {
    name: 'account/facebook-login',
    description:
      'A visitor logs in with the Facebook sandbox as the free member; an unlinked account is refused.',
    async run({ member }) {
      await member.call('facebookLogin', { params: { token: 'sandbox-nobody@example.com' } });
      await member.call('facebookLogin', { params: { token: `sandbox-${free}` } });
      await shell(member);
    },
  },
  {
    name: 'account/disabled-facebook-login',
    description:
      'The free member disabled their profile: the Facebook sandbox login is refused, then reactivates it.',
    async run(context) {
      const { member } = context;
      await disabledElsewhere(context);
      await member.call('facebookLogin', { params: { token: `sandbox-${free}` } });
      await member.call('facebookLogin', {
        params: { token: `sandbox-${free}` },
        query: { reactivate: '1' },
      });
      await shell(member);
      await member.call('dismissNotice', { params: { kind: 'reactivationModal' }, body: {} });
      await member.call('getNotices');
    },
  },
  {
    name: 'account/free-member',
    description:
      'The free member, logged in on two other devices too, in their settings: login, visibility, email, disabling; wrong passwords and a taken address refused.',
    async run(context) {
      const { member } = context;
      await threeDevices(context);
      await shell(member);
      await loginSettingsPage(member);
      await member.call('getVisibility');
      await member.call('getEmailSettings');
      await member.call('getDataExport');
      await member.call('getAccountDeletion');
      await member.call('getSubscription');
      await member.call('changePassword', {
        body: { currentPassword: accountInputs.wrongCurrentPassword, newPassword: accountInputs.newPassword },
      });
      await member.call('changeEmail', {
        body: { email: accountInputs.newEmail, currentPassword: accountInputs.wrongCurrentPassword },
      });
      await member.call('changeEmail', {
        body: { email: accountInputs.takenEmail, currentPassword: DEMO_PASSWORD },
      });
    },
  },
  {
    name: 'account/paying-member',
    description:
      'The paying member on the disable page (a renewing membership), reloading their permissions, and logging out from home.',
    async run({ member }) {
      await member.login(paying);
      await shell(member);
      await member.call('getSubscription');
      await member.call('getVerification');
      // A reload: the permissions flushed, then read afresh.
      await member.call('flushPermissions');
      await member.call('getPermissions', { query: { forceReload: 1 } });
      await member.call('logout');
      await member.call('getProfile');
    },
  },
  {
    name: 'account/paying-cancelled',
    description: 'The paying member cancelled their renewal: the membership runs to the end of its period.',
    async run({ member, other }) {
      const browser = await other().login(paying);
      const { status } = await browser.call('cancelSubscription', { body: { reason: 'taking-a-break' } });
      if (status !== 200) throw new Error(`cancelSubscription answered ${status}`);
      await member.login(paying);
      await shell(member);
      await member.call('getSubscription');
    },
  },
  {
    name: 'account/password-changed',
    description: 'The free member changes their password: the two other sessions are signed out.',
    async run(context) {
      const { member } = context;
      await threeDevices(context);
      await shell(member);
      await loginSettingsPage(member);
      await member.call('changePassword', {
        body: { currentPassword: DEMO_PASSWORD, newPassword: accountInputs.newPassword },
      });
      await member.call('getLoginSettings');
    },
  },
  {
    name: 'account/hidden',
    description: 'The free member hides their profile from the settings page.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await member.call('getVisibility');
      await member.call('saveVisibility', { body: { hidden: true, incognito: false } });
      await member.call('getVisibility');
    },
  },
  {
    name: 'account/recovery-request',
    description: 'A visitor asks for a password recovery link for the free member’s address.',
    async run({ member }) {
      await member.call('requestPasswordRecovery', { body: { email: free } });
    },
  },
  {
    name: 'account/recovery-link',
    description: 'A visitor opens the free member’s mailed recovery link and chooses a new password.',
    async run({ member, other, app }) {
      await other().call('requestPasswordRecovery', { body: { email: free } });
      const token = await mailedToken(app, free);
      await member.call('checkPasswordRecovery', { body: { token } }, { changes: false });
      await member.call('resetPassword', { body: { token, newPassword: accountInputs.recoveredPassword } });
    },
  },
  {
    name: 'account/recovery-link-used',
    description: 'A visitor opens a recovery link that was already used.',
    async run({ member, other, app }) {
      const browser = other();
      await browser.call('requestPasswordRecovery', { body: { email: free } });
      const token = await mailedToken(app, free);
      await browser.call('resetPassword', { body: { token, newPassword: accountInputs.recoveredPassword } });
      await member.call('checkPasswordRecovery', { body: { token } });
    },
  },
  {
    name: 'account/email-changed',
    description: 'The free member changes their address: saved unvalidated, and the validation notice shows.',
    async run({ member }) {
      await member.login(free);
      await accountSettingsPage(member);
      await member.call('changeEmail', {
        body: { email: accountInputs.newEmail, currentPassword: DEMO_PASSWORD },
      });
      await shell(member);
      await member.call('getEmailSettings');
    },
  },
  {
    name: 'account/email-unvalidated',
    description:
      'The free member’s new address is not validated: the notice on home, a link sent again, then the hourly limit.',
    async run(context) {
      const { member } = context;
      await emailChangedTo(context, accountInputs.newEmail);
      // Two links sent again already this hour: one more is allowed, then the limit.
      const stage = await context.other().login(accountInputs.newEmail);
      await stage.call('resendValidation', { body: {} });
      await stage.call('resendValidation', { body: {} });
      await member.login(accountInputs.newEmail);
      await shell(member);
      await member.call('getEmailSettings');
      await member.call('resendValidation', { body: {} });
      await member.call('getNotices');
      await member.call('resendValidation', { body: {} });
    },
  },
  {
    name: 'account/email-bouncing',
    description: 'The free member’s address bounces: the bouncing notice on home.',
    async run(context) {
      const { member } = context;
      await emailChangedTo(context, 'bounce@example.com');
      await member.login('bounce@example.com');
      await shell(member);
    },
  },
  {
    name: 'account/email-gmail',
    description: 'The free member’s unvalidated address is at Gmail: the notice to look in Spam.',
    async run(context) {
      const { member } = context;
      await emailChangedTo(context, 'alex.free@gmail.com');
      await member.login('alex.free@gmail.com');
      await shell(member);
    },
  },
  {
    name: 'account/email-verified',
    description: 'The free member just followed the validation link: the validated notice, once.',
    async run(context) {
      const { member, app } = context;
      await emailChangedTo(context, accountInputs.newEmail);
      const token = await mailedToken(app, accountInputs.newEmail);
      await context.other().call('validateEmail', { body: { token } });
      await member.login(accountInputs.newEmail);
      await shell(member);
      // The notice shows once: the page dismisses it as it shows it.
      await member.call('dismissNotice', { params: { kind: 'emailVerified' }, body: {} });
      await member.call('getNotices');
    },
  },
  {
    name: 'account/reactivated',
    description:
      'The free member reactivated their profile on another device: the welcome back dialog on home.',
    async run(context) {
      const { member } = context;
      await disabledElsewhere(context);
      await context.other().call('login', { body: { user: free, pass: DEMO_PASSWORD, reactivate: '1' } });
      await member.login(free);
      await shell(member);
      await member.call('dismissNotice', { params: { kind: 'reactivationModal' }, body: {} });
      await member.call('getNotices');
    },
  },
  {
    name: 'account/email-settings',
    description: 'The free member turns off the new-message emails.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await member.call('getEmailSettings');
      await member.call('saveEmailOptOuts', { body: { optOuts: ['new-message'] } });
      await member.call('getNotices');
      await member.call('getEmailSettings');
    },
  },
  {
    name: 'account/validation-link',
    description: 'A visitor opens the validation link mailed to the free member’s new address.',
    async run(context) {
      const { member, app } = context;
      await emailChangedTo(context, accountInputs.newEmail);
      const token = await mailedToken(app, accountInputs.newEmail);
      await member.call('validateEmail', { body: { token } });
    },
  },
  {
    name: 'account/validation-link-used',
    description: 'A visitor opens a validation link that was already used.',
    async run(context) {
      const { member, app } = context;
      await emailChangedTo(context, accountInputs.newEmail);
      const token = await mailedToken(app, accountInputs.newEmail);
      await context.other().call('validateEmail', { body: { token } });
      await member.call('validateEmail', { body: { token } });
    },
  },
  {
    name: 'account/disable',
    description: 'The free member disables their profile (taking a break) and is logged out.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await member.call('disableProfile', {
        body: { reasons: ['taking-a-break'], comment: 'Back in the spring.' },
      });
      await member.call('logout');
    },
  },
  {
    name: 'account/support-sent',
    description:
      'A visitor writes to customer service and gets the reference; a too-short message is refused.',
    async run({ member }) {
      await member.call('sendCustomerService', { body: customerService(accountInputs.supportMessage) });
      await member.call('sendCustomerService', { body: customerService('Help') });
    },
  },
  {
    name: 'account/bug-report-sent',
    description: 'A visitor reports a bug on the photos page and gets the reference.',
    async run({ member }) {
      await member.call('sendBugReport', { body: bugReport });
    },
  },
  {
    name: 'account/bug-report-rate-limited',
    description: 'A visitor over the hourly limit of bug reports from one address.',
    async run({ member, other }) {
      const browser = other();
      for (let sent = 0; sent < 5; sent += 1) await browser.call('sendBugReport', { body: bugReport });
      await member.call('sendBugReport', { body: bugReport });
    },
  },
  {
    name: 'account/support-rate-limited',
    description: 'A visitor over the hourly limit of customer-service messages from one address.',
    async run({ member, other }) {
      const browser = other();
      for (let sent = 0; sent < 5; sent += 1)
        await browser.call('sendCustomerService', { body: customerService(accountInputs.supportMessage) });
      await member.call('sendCustomerService', { body: customerService(accountInputs.supportMessage) });
    },
  },
  {
    name: 'account/data-export-asked',
    description:
      'The free member asks for a copy of their data in the account settings: it is being prepared (the job has not run yet).',
    async run(context) {
      const { member, app } = context;
      await member.login(free);
      await accountSettingsPage(member);
      // The worker stopped: the export stays preparing, as the member sees it in the seconds after asking.
      await app.jobs.close();
      await member.call('requestDataExport', { body: {} });
      await member.call('getDataExport');
    },
  },
  {
    name: 'account/data-export-ready',
    description:
      'The free member asked for their data three hours ago and it is ready: the download until when, and when a new copy may be asked.',
    async run(context) {
      const { member } = context;
      await dataExportAskedElsewhere(context, 3);
      await member.login(free);
      await accountSettingsPage(member);
    },
  },
  {
    name: 'account/data-export-too-soon',
    description:
      'The free member asks for their data on a page opened before they asked in another tab: refused (once a day), and the page reads the ready copy.',
    async run(context) {
      const { member } = context;
      await member.login(free);
      await accountSettingsPage(member);
      await dataExportAskedElsewhere(context, 0);
      // The refusal is where this page learns that the export moved on: the replay's next reads are after it.
      await member.call('requestDataExport', { body: {} }, { changes: true });
      await member.call('getDataExport');
    },
  },
  {
    name: 'account/deletion-asked',
    description:
      'The free member asks to delete their account with their password: scheduled in 30 days, and the session ends (the page leaves for the login page).',
    async run({ member }) {
      await member.login(free);
      await accountSettingsPage(member);
      await member.call('requestAccountDeletion', { body: { password: DEMO_PASSWORD } });
    },
  },
  {
    name: 'account/deletion-wrong-password',
    description:
      'The free member asks to delete their account with a wrong password: refused (400 naming password), nothing changes.',
    async run({ member }) {
      await member.login(free);
      await accountSettingsPage(member);
      await member.call('requestAccountDeletion', { body: { password: accountInputs.wrongPassword } });
    },
  },
];
