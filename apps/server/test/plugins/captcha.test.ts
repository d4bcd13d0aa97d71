// The Turnstile adapter's HTTP layer against siteverify's answers as Cloudflare documents them (its test keys'
// answers: an accepted token, a refused one, an expired one), and sign-up through it: the form's settings name
// Turnstile with its site key, and a refused token is a field error, never a 5xx (Cloudflare failing is the one error of ours).
import { SANDBOX_CAPTCHA_PASS, getCaptchaConfig, legalDocumentVersions, signUp } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_VERIFY_URL, sandboxCaptcha, turnstileCaptcha } from '../../src/plugins/app/captcha.ts';
import { TestClient, describeBackends } from '../helper.ts';

/** siteverify's answers, as recorded from Cloudflare's documentation of its test secret keys. */
const recorded = {
  accepted: {
    success: true,
    challenge_ts: '2026-12-07T16:00:00.000Z',
    hostname: 'spark.example',
    'error-codes': [],
    action: '',
    cdata: '',
  },
  refused: { success: false, 'error-codes': ['invalid-input-response'] },
  expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

/** A fetch that answers siteverify with `body`, keeping what was asked. */
function siteverify(body: unknown, status = 200) {
  const asked: { url: string; form: URLSearchParams }[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    asked.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const keys = { siteKey: '1x00000000000000000000AA', secretKey: '1x0000000000000000000000000000000AA' };

describe('Turnstile adapter', () => {
  it('posts the secret, the token and the visitor’s address to siteverify and reads its verdict', async () => {
    const { asked, fetchImpl } = siteverify(recorded.accepted);
    expect(await turnstileCaptcha(keys, fetchImpl).verify('XXXX.DUMMY.TOKEN', '203.0.113.7')).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe(TURNSTILE_VERIFY_URL);
    expect(Object.fromEntries(asked[0]?.form ?? [])).toEqual({
      secret: keys.secretKey,
      response: 'XXXX.DUMMY.TOKEN',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a token siteverify refuses or that expired or was used', async () => {
    for (const answer of [recorded.refused, recorded.expired]) {
      const { fetchImpl } = siteverify(answer);
      expect(await turnstileCaptcha(keys, fetchImpl).verify('token', '203.0.113.7')).toBe(false);
    }
  });

  it('throws when siteverify itself fails, so the request is an error of ours and not a refused visitor', async () => {
    const { fetchImpl } = siteverify({ error: 'unavailable' }, 503);
    await expect(turnstileCaptcha(keys, fetchImpl).verify('token', '203.0.113.7')).rejects.toThrow(/503/);
  });

  it('the sandbox takes its one answer only', async () => {
    expect(await sandboxCaptcha.verify(SANDBOX_CAPTCHA_PASS, '127.0.0.1')).toBe(true);
    expect(await sandboxCaptcha.verify('anything-else', '127.0.0.1')).toBe(false);
  });
});

describeBackends('sign-up through Turnstile', (backend) => {
  it('names Turnstile with its site key to the form, and refuses a token siteverify refuses', async () => {
    const { fetchImpl } = siteverify(recorded.refused);
    const app = await backend.build({ captcha: turnstileCaptcha(keys, fetchImpl) });
    const visitor = new TestClient(app);
    expect((await visitor.get(getCaptchaConfig.path)).json()).toEqual({
      data: { provider: 'turnstile', siteKey: keys.siteKey },
    });
    const refused = await visitor.post(signUp.path, {
      email: 'turnstile@example.com',
      password: 'Sunny-Meadow-42',
      displayName: 'Tess',
      birthdate: '1990-01-01',
      gender: 'woman',
      seeking: ['man'],
      city: { name: 'Austin', region: 'TX', country: 'US' },
      consents: { ...legalDocumentVersions },
      captchaToken: SANDBOX_CAPTCHA_PASS,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'captcha_failed', field: 'captchaToken' } });
  });
});
