import { describe, expect, it } from 'vitest';
import { createNoticeDismissals } from './notice-dismissals.ts';

/** A cookie jar as a browser keeps one: `document.cookie = …` sets or (Max-Age=0) deletes one cookie. */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie: string) => {
      written.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('notice dismissals', () => {
  it('keeps dismissed kinds in a session cookie for every path', () => {
    const cookies = jar({ 'XSRF-TOKEN': 't' });
    const notices = createNoticeDismissals(cookies);
    expect(notices.has('ctbcd')).toBe(false);
    notices.add('ctbcd');
    notices.add('gmailSpam');
    notices.add('ctbcd');
    expect(notices.has('ctbcd')).toBe(true);
    expect(notices.has('gmailSpam')).toBe(true);
    expect(notices.has('emailValidation')).toBe(false);
    expect(cookies.written).toEqual([
      'notices_dismissed=ctbcd; Path=/; SameSite=Lax',
      'notices_dismissed=ctbcd.gmailSpam; Path=/; SameSite=Lax',
    ]);
    expect(cookies.readCookies()).toBe('XSRF-TOKEN=t; notices_dismissed=ctbcd.gmailSpam');
  });

  it('reads what the server was sent, and ignores what is no notice kind', () => {
    const notices = createNoticeDismissals({
      readCookies: () => 'session=abc; notices_dismissed=emailBouncing.nonsense',
      writeCookie: () => {
        throw new Error('reading writes nothing');
      },
    });
    expect(notices.has('emailBouncing')).toBe(true);
    expect(notices.has('ctbcd')).toBe(false);
  });

  it('clears every dismissal, and writes nothing when there is none', () => {
    const cookies = jar({ notices_dismissed: 'ctbcd' });
    const notices = createNoticeDismissals(cookies);
    notices.clear();
    expect(notices.has('ctbcd')).toBe(false);
    expect(cookies.written).toEqual(['notices_dismissed=; Path=/; Max-Age=0; SameSite=Lax']);
    notices.clear();
    expect(cookies.written).toHaveLength(1);
  });
});
