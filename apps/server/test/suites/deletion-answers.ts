// Account deletion's refusals of requests the contract accepts, each checked against the database (the fuzz's
// domainAnswer asks it): 400 naming `password` when the viewer has a password and the body's is missing or not it
// (the fuzz never knows it), 400 naming `email` when the viewer has none and the body's is not their address, and
// 429 `rate_limited` once too many wrong passwords were sent.
import type { Endpoint } from '@app/contract';
import { requestAccountDeletion } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { members } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/shared/password.ts';

export async function deletionAnswer(
  db: Database,
  viewerId: number,
  endpoint: Endpoint,
  body: Record<string, unknown> | undefined,
  status: number,
  error: { code: string; field?: string },
): Promise<string | null> {
  if (endpoint !== requestAccountDeletion) return null;
  const [me] = await db.select().from(members).where(eq(members.id, viewerId));
  if (!me) return null;
  if (status === 400 && error.field === 'password' && me.passwordHash) {
    const password = body?.password;
    if (typeof password !== 'string' || !(await verifyPassword(me.passwordHash, password)))
      return 'not the password';
  }
  if (status === 400 && error.field === 'email' && !me.passwordHash) {
    const email = body?.email;
    if (typeof email !== 'string' || email.trim().toLowerCase() !== me.email) return 'not the address';
  }
  if (status === 429 && error.code === 'rate_limited' && me.passwordHash) return 'too many wrong passwords';
  return null;
}
