// The CAPTCHA behind sign-up and a guarded login, as app.captcha: the offline sandbox (demo mode's default, or named
// by CAPTCHA_PROVIDER=sandbox) or Cloudflare Turnstile, whose siteverify call checks the browser's token.
import type { CaptchaConfig } from '@app/contract';
import { SANDBOX_CAPTCHA_PASS } from '@app/contract';
import fp from 'fastify-plugin';

export interface Captcha {
  /** What the form shows (the sandbox's checkbox, or Turnstile with its public site key). */
  readonly form: CaptchaConfig;
  /** Whether `token` is a solved CAPTCHA; `clientAddress` is the visitor's IP (Turnstile checks it too). */
  verify(token: string, clientAddress: string): Promise<boolean>;
}

export const sandboxCaptcha: Captcha = {
  form: { provider: 'sandbox' },
  async verify(token) {
    return token === SANDBOX_CAPTCHA_PASS;
  },
};

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare Turnstile: each token is checked once with siteverify (a token is single use on their side too). */
export function turnstileCaptcha(
  keys: { siteKey: string; secretKey: string },
  fetchImpl: typeof fetch = fetch,
): Captcha {
  return {
    form: { provider: 'turnstile', siteKey: keys.siteKey },
    async verify(token, clientAddress) {
      const response = await fetchImpl(TURNSTILE_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: keys.secretKey, response: token, remoteip: clientAddress }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}`);
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export default fp<{ captcha?: Captcha }>(
  async (app, options) => {
    const { captcha } = app.config;
    app.decorate(
      'captcha',
      options.captcha ?? (captcha.kind === 'turnstile' ? turnstileCaptcha(captcha) : sandboxCaptcha),
    );
  },
  { name: 'captcha', dependencies: ['config'] },
);
