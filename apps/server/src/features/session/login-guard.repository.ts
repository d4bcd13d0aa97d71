// Login throttling (OWASP ASVS V2.2: anti-automation without letting anyone lock an account), kept in the database
// so it holds across restarts and across server instances. Failed logins are counted under three keys, each
// counter running out 15 minutes after its last failure:
//   address:<ip>               every wrong login from an address, whatever the account: 30 refuse that address;
//   pair:<account> <ip>        wrong passwords for one account from one address: 10 refuse that address for it;
//   account:<account>          wrong passwords for one account from anywhere: from 30 on, the account is under a
//                              spread attack, and each address gets only 3 tries of its own for it.
// On top of these, wrong passwords for one account from anywhere are counted an hour in rate_limits
// (`login-account:<account>`, counted for addresses that are nobody's too, so the answer says nothing about
// membership): from ACCOUNT_CAPTCHA_LIMIT.max on, a password login for that account needs a solved CAPTCHA (401
// `captcha_required` before the password is even looked at). A CAPTCHA slows a spread attack to human speed
// without locking the owner out: they solve it and log in, and passkeys and recovery links never ask.
// The account-wide counter never refuses an address that has not itself failed on the account, so the owner on
// their own (fresh) address always gets in, whatever others try. A refused attempt is not counted (an attacker
// cannot keep a lock alive by hammering), and the wait in Retry-After is until the counter that refuses runs out.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { RateLimit } from '../../db/rate-limits.ts';
import { loginFailures } from '../../db/schema.ts';

/** Wrong logins from one address (any accounts) before that address is refused. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** Wrong passwords for one account from one address before that address is refused for it. */
export const MAX_FAILURES_PER_ACCOUNT_ADDRESS = 10;
/** Wrong passwords for one account from all addresses that mark it as under a spread attack. */
export const ACCOUNT_UNDER_ATTACK = 30;
/** Tries each address keeps for an account under a spread attack. */
export const MAX_FAILURES_PER_ACCOUNT_ADDRESS_UNDER_ATTACK = 3;
export const LOCKOUT_MINUTES = 15;

/** Wrong passwords for one account, from anywhere, after which its password logins need a solved CAPTCHA. */
export const ACCOUNT_CAPTCHA_LIMIT: RateLimit = { max: 5, windowMinutes: 60 };

/** The rate_limits key of the account-wide count behind the CAPTCHA. */
export const captchaKey = (email: string) => `login-account:${email.trim().toLowerCase()}`;

const window = sql.raw(`interval '${LOCKOUT_MINUTES} minutes'`);

export interface LoginKeys {
  address: string;
  pair?: string;
  account?: string;
}

/** The keys one password login counts under (no account keys for an address-only check, e.g. Facebook). */
export const loginKeys = (email: string, address: string): Required<LoginKeys> => {
  const account = email.trim().toLowerCase();
  return {
    address: `address:${address}`,
    pair: `pair:${account} ${address}`,
    account: `account:${account}`,
  };
};

export const addressKey = (address: string): LoginKeys => ({ address: `address:${address}` });

export function loginGuardRepository(db: Database) {
  return {
    /** The keys a login counts under: with the account for a password or a code, the address alone otherwise. */
    keysOf(email: string | null, address: string): LoginKeys {
      return email === null ? addressKey(address) : loginKeys(email, address);
    },

    /** Seconds this address must wait before trying again (for this account); 0 when it may try now. */
    async lockedFor(keys: LoginKeys): Promise<number> {
      const wanted = [keys.address, keys.pair, keys.account].filter((k): k is string => k !== undefined);
      const rows = await db
        .select({
          key: loginFailures.key,
          failures: loginFailures.failures,
          seconds: sql<number>`ceil(extract(epoch from ${loginFailures.lastFailureAt} + ${window} - now()))::int`,
        })
        .from(loginFailures)
        .where(
          sql`${inArray(loginFailures.key, wanted)} and ${loginFailures.lastFailureAt} > now() - ${window}`,
        );
      const counter = (key: string | undefined) => rows.find((row) => row.key === key);
      const waits: number[] = [];
      const address = counter(keys.address);
      if (address && address.failures >= MAX_FAILURES_PER_ADDRESS) waits.push(address.seconds);
      const pair = counter(keys.pair);
      const account = counter(keys.account);
      const pairMax =
        account && account.failures >= ACCOUNT_UNDER_ATTACK
          ? MAX_FAILURES_PER_ACCOUNT_ADDRESS_UNDER_ATTACK
          : MAX_FAILURES_PER_ACCOUNT_ADDRESS;
      if (pair && pair.failures >= pairMax) waits.push(pair.seconds);
      return Math.max(0, ...waits.map(Number));
    },

    async recordFailure(keys: LoginKeys): Promise<void> {
      const wanted = [keys.address, keys.pair, keys.account].filter((k): k is string => k !== undefined);
      await db
        .insert(loginFailures)
        .values(wanted.map((key) => ({ key, failures: 1 })))
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} > now() - ${window} then ${loginFailures.failures} + 1 else 1 end`,
            lastFailureAt: sql`now()`,
          },
        });
    },

    /**
     * After a successful login: the address's tries for this account start again. The address-wide counter is
     * kept (an attacker cannot clear it by logging into an account of their own), and so is the account-wide one
     * (it runs out by itself; it only ever limits addresses that failed on the account).
     */
    async reset(keys: LoginKeys): Promise<void> {
      if (keys.pair) await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair]));
    },
  };
}
