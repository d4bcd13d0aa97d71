// The public forms' routes (packages/contract/src/support.ts): each validated by its contract schema (400 naming the
// field), limited per client address and form (429 `rate_limited` with Retry-After), stored with the member when a
// session is present, answered with a reference, and acknowledged by email.
import type { SupportBody, SupportFieldSpec, SupportFormId } from '@app/contract';
import {
  SUPPORT_RATE_LIMIT,
  SUPPORT_RATE_WINDOW_MINUTES,
  supportEndpointOf,
  supportFormIds,
  supportForms,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { supportAcknowledgement } from './support.email.ts';
import type { SupportRepository } from './support.repository.ts';

/** Per client address and form (db/rate-limits.ts: every server instance counts the same hits). */
const limit = { max: SUPPORT_RATE_LIMIT, windowMinutes: SUPPORT_RATE_WINDOW_MINUTES };

/** A one-line subject for the team's inbox: the form's title and its first own field that has a value. */
function subjectOf(form: SupportFormId, body: SupportBody): string {
  const spec = supportForms[form];
  for (const [key, field] of Object.entries(spec.fields as Record<string, SupportFieldSpec>)) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value === '') continue;
    const shown =
      field.kind === 'choice' ? (field.options.find((o) => o.value === value)?.label ?? value) : value;
    return `${spec.title}: ${shown}`.slice(0, 200);
  }
  return spec.title;
}

export default async function supportRoutes(
  app: FastifyInstance,
  options: { repository: SupportRepository },
) {
  const { repository } = options;
  for (const form of supportFormIds) {
    contractRoute(app, supportEndpointOf[form], 'optional', async ({ body, member, request, reply }) => {
      const seconds = await app.repos.rateLimits.hit(`support:${form}:${request.ip}`, limit);
      if (seconds > 0) throw rateLimited('supportForm', seconds);
      const { name, email, message, ...details } = body as SupportBody;
      const memberId = member?.id ?? null;
      const reference = await repository.create({
        form,
        memberId,
        name,
        email,
        message,
        subject: subjectOf(form, body as SupportBody),
        details,
      });
      // The message is stored: an email that cannot go out now is logged, never turned into a failed send.
      try {
        await app.email.queue(supportAcknowledgement({ form, reference, name, email, message, memberId }));
      } catch (error) {
        request.log.error({ err: error, reference }, 'support acknowledgement not sent');
      }
      reply.status(200);
      return { success: true as const, data: { reference, form } };
    });
  }
}
