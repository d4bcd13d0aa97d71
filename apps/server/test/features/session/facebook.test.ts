import { apiErrorBody, buildPath, facebookLogin, getPermissions } from '@app/contract';
import { expect, it } from 'vitest';
import type { FacebookAuth } from '../../../src/features/session/facebook.ts';
import { graphFacebookAuth } from '../../../src/features/session/facebook.ts';
import { TestClient, describeBackends, parseBody } from '../../helper.ts';

const fbUrl = (token: string) => buildPath(facebookLogin.path, { token });

describeBackends('Facebook login', (backend) => {
  it('logs a member in with a sandbox token and marks the profile as a Facebook profile', async () => {
    const member = await backend.createMember({ email: 'fb@test.example' });
    const app = await backend.build();
    const client = new TestClient(app);
    const response = await client.get(fbUrl('sandbox-fb@test.example'));
    expect(response.statusCode).toBe(200);
    expect(parseBody(facebookLogin.response, response).data.memberId).toBe(member.id);
    const permissions = parseBody(getPermissions.response, await client.get(getPermissions.path));
    expect(permissions.isFacebookProfile).toBe('1');

    // Linked by Facebook id from now on.
    const again = await new TestClient(app).get(fbUrl('sandbox-FB@test.example'));
    expect(parseBody(facebookLogin.response, again).data.memberId).toBe(member.id);
  });

  it('refuses tokens the adapter does not accept and identities without a profile', async () => {
    const app = await backend.build();
    const invalid = await app.inject(fbUrl('EAAB-real-looking-token'));
    expect(invalid.statusCode).toBe(401);
    expect(parseBody(apiErrorBody, invalid).error.code).toBe('invalid_credentials');
    const unknown = await app.inject(fbUrl('sandbox-stranger@test.example'));
    expect(unknown.statusCode).toBe(401);
    expect(parseBody(apiErrorBody, unknown).error.message).toMatch(/No profile is linked/);
  });

  it('refuses a Facebook login started by another site', async () => {
    await backend.createMember({ email: 'csrf@test.example' });
    const app = await backend.build();
    const response = await app.inject({
      url: fbUrl('sandbox-csrf@test.example'),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.some((c) => c.name === 'sid')).toBe(false);
  });

  it('asks the adapter given to the app (the Graph API seam)', async () => {
    const member = await backend.createMember({ facebookId: '10001' });
    const graph: FacebookAuth = graphFacebookAuth('app-secret', async (input) => {
      const url = new URL(String(input));
      const ok =
        url.searchParams.get('access_token') === 'good-token' && url.searchParams.has('appsecret_proof');
      return ok
        ? Response.json({ id: '10001', name: 'Someone' })
        : Response.json({ error: { message: 'Invalid OAuth access token.' } }, { status: 400 });
    });
    const app = await backend.build({ facebook: graph });
    const accepted = await app.inject(fbUrl('good-token'));
    expect(parseBody(facebookLogin.response, accepted).data.memberId).toBe(member.id);
    expect((await app.inject(fbUrl('bad-token'))).statusCode).toBe(401);
  });
});
