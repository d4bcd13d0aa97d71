// The lines server.ts prints once it listens: where the site is, and in plain words which mode runs and what that
// mode opens, so an operator can never mistake a demo for a deployment (README, "Modes").
import type { Config } from './config.ts';
import { DEMO_PASSWORD, demoLogins } from './seed/demo-logins.ts';

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/** The doors a sandbox opens, one line each; production mode shows only the ones the operator named. */
function sandboxLines(config: Config): string[] {
  return [
    config.payments.kind === 'sandbox' &&
      'payments take the sandbox test cards: no money moves (PAYMENT_PROVIDER=sandbox)',
    config.mail.transport === 'outbox' &&
      'mail is not sent: it stays in the database (MAIL_TRANSPORT=outbox)',
    config.captcha.kind === 'sandbox' &&
      'the CAPTCHA is the sandbox: its checkbox lets any sign-up through (CAPTCHA_PROVIDER=sandbox)',
    config.facebookAuth === 'sandbox' &&
      'Facebook login is the sandbox: the token sandbox-<email> logs in as that member (FACEBOOK_AUTH=sandbox)',
  ].filter((line): line is string => typeof line === 'string');
}

export function startBanner(config: Config, url: string, database: string): string[] {
  const lines = [``, `  Dating app running at ${url}  (database: ${database})`];
  if (config.mode === 'production') {
    lines.push(`  Production mode (${config.modeReason}): no demo logins, no outbox page, no test clock.`);
    const named = sandboxLines(config);
    if (named.length > 0) {
      lines.push(`  Sandboxes the operator named:`);
      for (const line of named) lines.push(`    - ${line}`);
    }
    return lines;
  }
  lines.push(`  DEMO MODE (${config.modeReason}): for trying the product, never for real members. It opens:`);
  if (config.seedDemo) {
    lines.push(`    - demo logins, password "${DEMO_PASSWORD}":`);
    lines.push(`        ${demoLogins.free.padEnd(18)} free member`);
    lines.push(`        ${demoLogins.paying.padEnd(18)} paying full member`);
    lines.push(`        ${demoLogins.newProfile.padEnd(18)} free member, signed up 3 days ago`);
  }
  lines.push(
    `    - ${url}dev/outbox: every mail and its links, password resets included (this machine only)`,
  );
  for (const line of sandboxLines(config)) lines.push(`    - ${line}`);
  if (config.testClock)
    lines.push(`    - the test clock: POST /api/test/clock moves time (this machine only)`);
  if (!loopbackHosts.has(config.host)) {
    lines.push(
      `  WARNING: listening on ${config.host}, beyond this machine: anyone who reaches it can use the doors above.`,
    );
  }
  lines.push(`  A deployment runs in production mode: DEMO=0, NODE_ENV=production or DATABASE_URL.`);
  return lines;
}
