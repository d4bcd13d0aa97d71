// Password hashing with argon2id (memory-hard; @node-rs/argon2 defaults: 19 MiB, 2 passes, 1 lane — the OWASP
// recommendation). Hashes are PHC strings, so parameters can be raised later without breaking old hashes.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the email is unknown, so a wrong email costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; a missing hash still spends the time of one verification. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
