// Facebook login: an access token from the browser is exchanged for the Facebook identity behind it.
// The sandbox adapter (default, offline) accepts tokens `sandbox-<email>`; the Graph API adapter asks Facebook.
import { createHmac } from 'node:crypto';

export interface FacebookIdentity {
  /** Facebook's user id (sandbox: `sandbox:<email>`). */
  id: string;
  /** Present when the member granted the email permission. */
  email: string | undefined;
  name: string;
}

export interface FacebookAuth {
  readonly name: 'sandbox' | 'graph' | 'off';
  /** The identity behind a token, or null when the token is not valid. */
  identify(token: string): Promise<FacebookIdentity | null>;
}

const SANDBOX_PREFIX = 'sandbox-';

/** Facebook login turned off (FACEBOOK_AUTH=off, the production default): every token is refused. */
export const disabledFacebookAuth: FacebookAuth = {
  name: 'off',
  async identify() {
    return null;
  },
};

export const sandboxFacebookAuth: FacebookAuth = {
  name: 'sandbox',
  async identify(token) {
    if (!token.startsWith(SANDBOX_PREFIX)) return null;
    const email = token.slice(SANDBOX_PREFIX.length).trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return null;
    return { id: `sandbox:${email}`, email, name: email.split('@')[0] ?? email };
  },
};

/** The real adapter: GET https://graph.facebook.com/me with the token and its appsecret_proof. */
export function graphFacebookAuth(appSecret: string, fetchImpl: typeof fetch = fetch): FacebookAuth {
  return {
    name: 'graph',
    async identify(token) {
      const url = new URL('https://graph.facebook.com/v19.0/me');
      url.searchParams.set('fields', 'id,name,email');
      url.searchParams.set('access_token', token);
      url.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(token).digest('hex'));
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 400 || response.status === 401) return null;
      if (!response.ok) throw new Error(`Facebook Graph API answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
      if (typeof body.id !== 'string') return null;
      return {
        id: body.id,
        email: typeof body.email === 'string' ? body.email.toLowerCase() : undefined,
        name: typeof body.name === 'string' ? body.name : '',
      };
    },
  };
}
