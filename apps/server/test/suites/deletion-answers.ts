// Account deletion's refusals of requests the contract accepts, each checked against the database (the fuzz's
// domainAnswer asks it): 400 naming `password` when the viewer has a password and the body's is missing or not it
// (the fuzz never knows it), 400 naming `email` when the viewer has none and the body's is not their address, 400
// naming `credential` when a passkey's answer is not one of the viewer's passkeys signing a challenge of theirs (the
// fuzz has no authenticator), 429 `rate_limited` once too many wrong answers were sent; and the passkey options' 404
// for a viewer without a passkey.
import type { Endpoint } from '@app/contract';
import { requestAccountDeletion, startDeletionPasskey } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { members, passkeys } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/shared/password.ts';

export async function deletionAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  if (endpoint === startDeletionPasskey && status === 404) {
    const own = await db.select().from(passkeys).where(eq(passkeys.memberId, viewerId));
    return own.length === 0 ? 'the viewer has no passkey' : null;
  }
  if (endpoint !== requestAccountDeletion) return null;
  const [me] = await db.select().from(members).where(eq(members.id, viewerId));
  if (!me) return null;
  if (status === 400 && error.field === 'credential') {
    const id = (body?.credential as { id?: unknown } | undefined)?.id;
    const own = await db.select().from(passkeys).where(eq(passkeys.memberId, viewerId));
    // The fuzz's credentials are made up: not even the id of one of the viewer's passkeys, or not their signature.
    if (!own.some((passkey) => passkey.credentialId === id)) return 'not a passkey of the viewer';
  }
  if (status === 400 && error.field === 'password' && me.passwordHash) {
    const password = body?.password;
    if (typeof password !== 'string' || !(await verifyPassword(me.passwordHash, password)))
      return 'not the password';
  }
  if (status === 400 && error.field === 'email' && !me.passwordHash) {
    const email = body?.email;
    if (typeof email !== 'string' || email.trim().toLowerCase() !== me.email) return 'not the address';
  }
  if (status === 429 && error.code === 'rate_limited') return 'too many wrong answers';
  return null;
}
