// Joining (README.md): the sign-up calls of packages/contract/src/signup.ts (by password, by Facebook), the link that
// creates the member, the CAPTCHA's form settings, and the first-run flow's step.
import type { LegalDocument, SignUpBody } from '@app/contract';
import {
  SIGNUP_LINK_HOURS,
  advanceOnboarding,
  confirmSignUp,
  errorCodes,
  errorCopy,
  facebookSignUp,
  getCaptchaConfig,
  getOnboarding,
  legalDocumentVersions,
  onboardingErrorCodes,
  signUp,
  signupErrorCodes,
  signupLimits,
} from '@app/contract';
import { passwordStrength } from '@app/contract/password-strength';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { hashPassword } from '../../shared/password.ts';
import { alreadyMemberEmail, signupLinkEmail } from './join-email.ts';
import type { JoinDetails } from './join.repository.ts';
import { joinRepository } from './join.repository.ts';

export function joinRepositories(db: Database) {
  return { join: joinRepository(db) };
}

const HOUR = 3_600_000;
const SIGNUP_MAIL_JOB = 'signup-mail';

interface SignupMailJob {
  email: string;
  passwordHash: string;
  details: JoinDetails;
}

type AboutYou = Omit<SignUpBody, 'email' | 'password'>;

/** The details of a sign-up as stored, from the form's (already validated) answers. */
const joinDetails = (body: AboutYou): JoinDetails => ({
  displayName: body.displayName.trim(),
  birthdate: body.birthdate,
  gender: body.gender,
  seeking: [...new Set(body.seeking)],
  city: body.city.name.trim(),
  region: body.city.region.trim(),
  country: body.city.country,
  consents: body.consents,
});

export default async function joinRoutes(app: FastifyInstance) {
  const { repos } = app;

  // The mail is decided and sent by a job, like password recovery's: the answer is the same, and as fast, whether
  // the address is a member's or not, and a crash after the answer loses no link.
  app.jobs.handle(SIGNUP_MAIL_JOB, async (payload) => {
    const { email, passwordHash, details } = payload as SignupMailJob;
    const mails = await repos.rateLimits.hit(`signup:mail:${email}`, {
      windowMinutes: 24 * 60,
      max: signupLimits.mailsPerAddressDay,
    });
    if (mails > 0) return;
    const member = await repos.members.findByEmail(email);
    if (member) {
      await app.email.send(
        alreadyMemberEmail(app.config, { memberId: member.id, email, name: member.displayName }),
      );
      return;
    }
    const now = app.clock.now();
    const expiresAt = new Date(now.getTime() + SIGNUP_LINK_HOURS * HOUR);
    const token = await repos.join.addPending({ ...details, email, passwordHash }, expiresAt, now);
    await app.email.send(signupLinkEmail(app.config, { email, name: details.displayName }, token));
  });

  /** The checks both ways of joining share: the client's rate, the CAPTCHA, the documents' versions. */
  async function admit(request: FastifyRequest, body: AboutYou): Promise<void> {
    const wait = await repos.rateLimits.hit(`signup:client:${request.ip}`, {
      windowMinutes: 60,
      max: signupLimits.perClientAddressHour,
    });
    if (wait > 0) throw rateLimited('signups', wait);
    if (!(await app.captcha.verify(body.captchaToken, request.ip))) {
      throw new ApiError(400, signupErrorCodes.captcha, errorCopy.captcha_failed, 'captchaToken');
    }
    const stale = (Object.keys(legalDocumentVersions) as LegalDocument[]).find(
      (document) => body.consents[document] !== legalDocumentVersions[document],
    );
    if (stale) {
      throw new ApiError(
        409,
        signupErrorCodes.consentOutdated,
        errorCopy.consent_outdated,
        `consents.${stale}`,
      );
    }
  }

  contractRoute(app, signUp, 'public', async ({ body, request }) => {
    await admit(request, body);
    const email = body.email.trim().toLowerCase();
    const strength = passwordStrength(body.password, [email, body.displayName]);
    if (!strength.acceptable) {
      throw new ApiError(
        400,
        signupErrorCodes.weakPassword,
        errorCopy.weak_password(strength.advice),
        'password',
      );
    }
    // A filled honeypot is a bot: it gets the answer everyone gets, and nothing is sent.
    if (!body.website) {
      const passwordHash = await hashPassword(body.password);
      const job: SignupMailJob = { email, passwordHash, details: joinDetails(body) };
      await app.jobs.enqueue(SIGNUP_MAIL_JOB, job);
    } else {
      request.log.info({ honeypot: true }, 'sign-up dropped: the honeypot field was filled');
    }
    return { success: true, data: { email } };
  });

  contractRoute(app, confirmSignUp, 'public', async ({ body, reply }) => {
    const memberId = await repos.join.confirm(body.token, app.clock.now());
    if (memberId === undefined) {
      throw new ApiError(400, signupErrorCodes.linkInvalid, errorCopy.signup_link_invalid, 'token');
    }
    await app.auth.startSession(reply, memberId);
    return { success: true, data: { memberId } };
  });

  contractRoute(app, facebookSignUp, 'public', async ({ body, request, reply }) => {
    await admit(request, body);
    const identity = await app.facebook.identify(body.token);
    if (!identity) {
      throw new ApiError(
        401,
        errorCodes.invalidCredentials,
        errorCopy.invalid_credentials('facebook'),
        'token',
      );
    }
    // An identity that is already a member's (or whose verified address is) signs in, as Facebook login would.
    const member = await repos.members.ofFacebookIdentity(identity);
    if (member) {
      if (member.disabledAt) {
        throw new ApiError(403, errorCodes.profileDisabled, errorCopy.profile_disabled);
      }
      await app.auth.startSession(reply, member.id);
      return { success: true, data: { memberId: member.id, created: false } };
    }
    if (!identity.email) {
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'Facebook did not share your email address. Allow it, or sign up with your email.',
        'token',
      );
    }
    // The address of a deleted member (anonymised, never a real mailbox) stays theirs: nobody joins with it.
    if (await repos.members.findByEmail(identity.email)) {
      throw new ApiError(400, errorCodes.invalidRequest, 'This address cannot be used to join.', 'token');
    }
    const memberId = await repos.join.createFromFacebook(
      { facebookId: identity.id, email: identity.email },
      joinDetails(body),
      app.clock.now(),
    );
    await app.auth.startSession(reply, memberId);
    return { success: true, data: { memberId, created: true } };
  });

  contractRoute(app, getCaptchaConfig, 'public', async () => ({ data: app.captcha.form }));

  // Read from the database, not the cached session member: a step left on another server counts at once.
  contractRoute(app, getOnboarding, 'member', async ({ member }) => ({
    data: { step: await repos.join.stepOf(member.id) },
  }));

  contractRoute(app, advanceOnboarding, 'member', async ({ member, body }) => {
    const next = await repos.join.advance(member.id, body.from);
    if (next === 'photo-required') {
      throw new ApiError(409, onboardingErrorCodes.photoRequired, errorCopy.photo_required);
    }
    app.auth.forget();
    return { data: { step: next } };
  });
}
