// The member's email settings: the address and its state, changing it (the current password asked, the new address
// saved unvalidated and a validation link mailed to it), resending the link (rate-limited), following it (public:
// the link is opened in whatever browser reads the mail), and the opt-outs per kind of email.
import type { EmailSettings, OptOutEmailKind } from '@app/contract';
import {
  changeEmail,
  emailCopy,
  emailErrorCodes,
  errorCodes,
  errorCopy,
  getEmailSettings,
  optOutEmailKinds,
  resendValidation,
  saveEmailOptOuts,
  validateEmail,
  VALIDATION_LINK_HOURS,
  validationResendLimit,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { rateLimitsRepository } from '../../db/rate-limits.ts';
import type { Member } from '../../db/schema.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { verifyPassword } from '../../shared/password.ts';
import { emailRepository } from './email.repository.ts';
import { addressChangedMail, validationMail } from './emails.ts';

export const toEmailSettings = (member: Member): EmailSettings => ({
  email: member.email,
  validated: member.emailValidatedAt !== null,
  bouncing: member.emailBouncing,
  optOuts: optOutEmailKinds.filter((kind: OptOutEmailKind) => member.emailOptOuts.includes(kind)),
  hasPassword: member.passwordHash !== null,
});

export default async function emailRoutes(app: FastifyInstance) {
  const repo = emailRepository(app.database.db);
  const limits = rateLimitsRepository(app.database.db);

  const fresh = async (memberId: number) => {
    const member = await app.repos.members.findById(memberId);
    if (!member) throw new Error(`email settings: member ${memberId} not found`);
    return { data: toEmailSettings(member) };
  };

  /** Mails a new validation link to the member's current address. */
  const sendValidation = async (member: Pick<Member, 'id' | 'email'>) => {
    const token = await repo.createValidationToken(member.id, member.email, VALIDATION_LINK_HOURS);
    await app.email.queue({
      to: member.email,
      memberId: member.id,
      ...validationMail(app.config, token, member.email),
    });
  };

  contractRoute(app, getEmailSettings, 'member', async ({ member }) => ({ data: toEmailSettings(member) }));

  contractRoute(app, changeEmail, 'member', async ({ member, body }) => {
    if (member.passwordHash !== null) {
      if (!body.currentPassword)
        throw new ApiError(400, errorCodes.invalidRequest, emailCopy.enterCurrent, 'currentPassword');
      if (!(await verifyPassword(member.passwordHash, body.currentPassword)))
        throw new ApiError(400, errorCodes.invalidRequest, emailCopy.wrongCurrent, 'currentPassword');
    }
    if (body.email === member.email)
      throw new ApiError(400, errorCodes.invalidRequest, emailCopy.sameAsCurrent, 'email');
    const taken = () => new ApiError(409, emailErrorCodes.emailTaken, errorCopy.email_taken, 'email');
    if (await repo.taken(body.email, member.id)) throw taken();
    if (!(await repo.changeAddress(member.id, body.email))) throw taken();
    await sendValidation({ id: member.id, email: body.email });
    // The old address hears of it: someone holding the session cannot take the account away silently.
    await app.email.queue({
      to: member.email,
      memberId: member.id,
      ...addressChangedMail(app.config, body.email),
    });
    return fresh(member.id);
  });

  contractRoute(app, resendValidation, 'member', async ({ member }) => {
    if (member.emailValidatedAt !== null)
      throw new ApiError(409, emailErrorCodes.alreadyValidated, errorCopy.email_already_validated);
    const wait = await limits.hit(`resend-validation:${member.id}`, validationResendLimit);
    if (wait > 0) throw rateLimited('validationLinks', wait);
    await sendValidation(member);
    return { data: { sentTo: member.email } };
  });

  contractRoute(app, saveEmailOptOuts, 'member', async ({ member, body }) => {
    await repo.saveOptOuts(member.id, body.optOuts);
    return fresh(member.id);
  });

  contractRoute(app, validateEmail, 'public', async ({ body }) => {
    const email = await repo.useValidationToken(body.token);
    if (email === null)
      throw new ApiError(400, emailErrorCodes.invalidToken, errorCopy.invalid_token, 'token');
    return { data: { email } };
  });
}
