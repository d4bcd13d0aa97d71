// Known devices: a long-lived random cookie names the browser, and its SHA-256 is kept per member. Every sign-in
// goes through app.auth.startSession, which calls recordDeviceSignIn: a device the member never signed in from
// gets the "new sign-in" security note, except on the member's first day (see README: sign-up, then the phone and
// the laptop, would mail a note each time for what the member just did).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { browserName } from '../../shared/browser.ts';
import { sha256 } from './codes.ts';
import { newDeviceEmail } from './security-email.ts';

export const DEVICE_COOKIE = 'device';
/** Browsers cap a cookie's lifetime at 400 days (RFC 6265bis); each sign-in renews it. */
export const DEVICE_COOKIE_DAYS = 400;
/** A member this young is never mailed about a new device: every sign-in of their first day is theirs to expect. */
export const NEW_MEMBER_QUIET_MS = 86_400_000;

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export async function recordDeviceSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  memberId: number,
): Promise<void> {
  const { request } = reply;
  const sent = request.cookies[DEVICE_COOKIE];
  const device = sent && DEVICE_ID.test(sent) ? sent : randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, device, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
  if (!(await app.repos.knownDevices.signedIn(memberId, sha256(device)))) return;
  const member = await app.repos.members.findById(memberId);
  if (!member) return;
  if (app.clock.now().getTime() - member.createdAt.getTime() < NEW_MEMBER_QUIET_MS) return;
  await app.email.queue(
    newDeviceEmail(
      app.config,
      { memberId, email: member.email, name: member.displayName },
      browserName(request.headers['user-agent'] ?? ''),
    ),
  );
}
