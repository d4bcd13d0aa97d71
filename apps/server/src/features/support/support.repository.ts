// The public forms' storage: one row per message sent (support_requests), under a reference drawn at random.
import { randomInt } from 'node:crypto';
import type { SupportFormId } from '@app/contract';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, supportForms } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { supportRequests } from '../../db/schema.ts';

/** A new reference for `form`: its prefix and REFERENCE_LENGTH characters drawn with crypto randomness. */
export function newReference(form: SupportFormId): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${supportForms[form].prefix}-${code}`;
}

export interface NewSupportRequest {
  form: SupportFormId;
  memberId: number | null;
  name: string;
  email: string;
  /** A short line for the team's inbox (the topic, the outlet, the page …). */
  subject: string;
  message: string;
  /** The form's own fields. */
  details: Record<string, unknown>;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function supportRepository(db: Database) {
  return {
    /** Stores one message under a fresh reference (drawn again on the rare clash) and returns the reference. */
    async create(request: NewSupportRequest): Promise<string> {
      for (let attempt = 0; ; attempt++) {
        const reference = newReference(request.form);
        try {
          await db.insert(supportRequests).values({
            reference,
            form: request.form,
            memberId: request.memberId,
            name: request.name,
            email: request.email,
            subject: request.subject,
            message: request.message,
            details: JSON.stringify(request.details),
          });
          return reference;
        } catch (error) {
          if (attempt >= 4 || !isUniqueViolation(error)) throw error;
        }
      }
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
