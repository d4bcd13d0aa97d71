// Passkeys: registration and sign-in verified for real against a software authenticator, single-use challenges kept
// in the database (another server finishes what one began), the member's own passkeys only, the security note.
import {
  apiErrorBody,
  listPasskeys,
  passkeySignIn,
  startPasskeyRegistration,
  startPasskeySignIn,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, passkeys, webauthnChallenges } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';
import type { CeremonyOptions } from './authenticator.ts';
import { addPasskey, authenticatorFor } from './authenticator.ts';

const OPTIONS_URL = '/api/user/settings/passkeys/options';
const PASSKEYS_URL = '/api/user/settings/passkeys';
const SIGN_IN_OPTIONS_URL = '/api/user/auth/passkey/options';
const SIGN_IN_URL = '/api/user/auth/passkey';
const PROFILE_URL = '/api/user/profile';

const errorOf = (response: { json(): unknown }) => apiErrorBody.parse(response.json()).error;

async function signInOptions(client: TestClient): Promise<CeremonyOptions> {
  return parseBody(startPasskeySignIn.response, await client.post(SIGN_IN_OPTIONS_URL, {})).data
    .options as unknown as CeremonyOptions;
}

async function securityMails(backend: TestBackend, email: string) {
  return (await backend.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    (mail) => mail.kind === 'security',
  );
}

describeBackends('passkeys', (backend) => {
  it('adds a passkey (verified for real), lists it, mails a note, and signs in with it without a password', async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const authenticator = authenticatorFor(app);

    const options = parseBody(startPasskeyRegistration.response, await client.post(OPTIONS_URL, {})).data
      .options;
    expect(options).toMatchObject({
      rp: { id: new URL(app.config.publicUrl).hostname },
      authenticatorSelection: { residentKey: 'required' },
    });
    const added = await addPasskey(client, authenticator, 'My laptop');
    expect(added).toMatchObject({ name: 'My laptop', lastUsedAt: null, backedUp: false });
    const listed = parseBody(listPasskeys.response, await client.get(PASSKEYS_URL)).data.passkeys;
    expect(listed.map((p) => p.id)).toEqual([added.id]);
    const [row] = await backend.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row?.credentialId).toBe(authenticator.id);

    await expect
      .poll(async () => (await securityMails(backend, member.email)).map((m) => m.subject))
      .toContain('A passkey was added to your profile');

    // Anyone, logged out: the options hold no credential list (discoverable), the passkey names the member.
    const visitor = new TestClient(app, '10.1.0.1');
    const signInOptionsBody = await signInOptions(visitor);
    expect(signInOptionsBody).not.toHaveProperty('allowCredentials.0');
    const signedIn = await visitor.post(SIGN_IN_URL, { credential: authenticator.signIn(signInOptionsBody) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(parseBody(passkeySignIn.response, signedIn).data).toEqual({
      memberId: member.id,
      reactivated: false,
    });
    expect(visitor.cookies.sid).toBeDefined();
    expect((await visitor.get(PROFILE_URL)).statusCode).toBe(200);
    const [used] = await backend.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(used?.counter).toBe(1);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('takes each challenge once, refuses an expired one, a wrong origin and an unknown passkey', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const authenticator = authenticatorFor(app);

    // Registration: the same answer twice, the second finds its challenge gone.
    const options = parseBody(startPasskeyRegistration.response, await client.post(OPTIONS_URL, {})).data
      .options as unknown as CeremonyOptions;
    const credential = authenticator.register(options);
    expect((await client.post(PASSKEYS_URL, { credential })).statusCode).toBe(200);
    const again = await client.post(PASSKEYS_URL, { credential });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).field).toBe('credential');

    // Sign-in: a replayed answer is refused (its challenge was taken), like an answer from another site.
    const visitor = new TestClient(app, '10.1.0.2');
    const signInOptionsBody = await signInOptions(visitor);
    const answer = authenticator.signIn(signInOptionsBody);
    expect((await visitor.post(SIGN_IN_URL, { credential: answer })).statusCode).toBe(200);
    const replay = await new TestClient(app, '10.1.0.3').post(SIGN_IN_URL, { credential: answer });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('invalid_credentials');

    const phished = await new TestClient(app, '10.1.0.4').post(SIGN_IN_URL, {
      credential: authenticator.signIn(await signInOptions(visitor), { origin: 'https://evil.example' }),
    });
    expect(phished.statusCode).toBe(401);

    const stranger = authenticatorFor(app);
    const unknown = await visitor.post(SIGN_IN_URL, {
      credential: stranger.signIn(await signInOptions(visitor)),
    });
    expect(unknown.statusCode).toBe(401);

    // A challenge answered after its 5 minutes.
    const late = await signInOptions(visitor);
    (app.clock as unknown as { offsetMs: number }).offsetMs = 5 * 60_000 + 1_000;
    const expired = await visitor.post(SIGN_IN_URL, { credential: authenticator.signIn(late) });
    expect(expired.statusCode).toBe(401);
    // Every answered challenge is gone, refused or not; only the late one waits for the sweep.
    expect(await backend.db.select().from(webauthnChallenges)).toHaveLength(1);
  });

  it('another server over the same database finishes a ceremony the first began', async () => {
    const other = async () =>
      backend.build(backend.kind === 'postgres' ? { database: await backend.secondDatabase() } : {});
    const [one, two] = [await backend.build(), await other()];
    const member = await backend.createMember();
    const authenticator = authenticatorFor(one);

    const onOne = await loginAs(one, member.email);
    const options = parseBody(startPasskeyRegistration.response, await onOne.post(OPTIONS_URL, {})).data
      .options as unknown as CeremonyOptions;
    const onTwo = new TestClient(two);
    Object.assign(onTwo.cookies, onOne.cookies);
    const finished = await onTwo.post(PASSKEYS_URL, { credential: authenticator.register(options) });
    expect(finished.statusCode, finished.body).toBe(200);

    const begun = await signInOptions(new TestClient(one, '10.1.1.1'));
    const signedIn = await new TestClient(two, '10.1.1.1').post(SIGN_IN_URL, {
      credential: authenticator.signIn(begun),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("renames and removes only the member's own passkeys; a removed passkey no longer signs in", async () => {
    const app = await backend.build();
    const owner = await backend.createMember();
    const other = await backend.createMember();
    const ownerClient = await loginAs(app, owner.email);
    const otherClient = await loginAs(app, other.email);
    const authenticator = authenticatorFor(app);
    const added = await addPasskey(ownerClient, authenticator);
    expect(added.name).toBe('Unknown browser');

    const url = `${PASSKEYS_URL}/${added.id}`;
    const theirs = await otherClient.request({ method: 'PATCH', url, payload: { name: 'mine now' } });
    expect(theirs.statusCode).toBe(404);
    expect((await otherClient.request({ method: 'DELETE', url })).statusCode).toBe(404);
    const renamed = await ownerClient.request({ method: 'PATCH', url, payload: { name: '  Phone ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { name: 'Phone' } });

    expect((await ownerClient.request({ method: 'DELETE', url })).statusCode).toBe(200);
    expect(parseBody(listPasskeys.response, await ownerClient.get(PASSKEYS_URL)).data.passkeys).toEqual([]);
    const visitor = new TestClient(app, '10.1.2.1');
    const refused = await visitor.post(SIGN_IN_URL, {
      credential: authenticator.signIn(await signInOptions(visitor)),
    });
    expect(refused.statusCode).toBe(401);
  });

  it("signs in with a passkey while the account's password logins ask for a CAPTCHA", async () => {
    const app = await backend.build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const authenticator = authenticatorFor(app);
    await addPasskey(client, authenticator);
    for (let i = 0; i < 6; i++)
      await new TestClient(app, `10.2.0.${i}`).post('/api/user/auth/login', {
        user: member.email,
        pass: 'wrong',
      });
    const visitor = new TestClient(app, '10.2.1.1');
    const signedIn = await visitor.post(SIGN_IN_URL, {
      credential: authenticator.signIn(await signInOptions(visitor)),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
