import { describe, expect, it } from 'vitest';
import { sameSitePath } from './safe-path.ts';

const HOME = '/home';

describe('sameSitePath', () => {
  it.each([
    '/lists/wlm',
    '/lists/wlm?page=2',
    '/messaging/compose?to=250',
    '/inbox/abc#latest',
    '/search?city=New%20York',
    // A checkout step carries its own continue address, encoded.
    '/subscription?plan=subscription-1-month&continue=%2Flists%2Fwlm',
    '/',
  ])('follows a path of this site: %j', (path) => {
    expect(sameSitePath(path, HOME)).toBe(path);
  });

  it.each([
    ['no value', null],
    ['nothing', ''],
    ['another host, protocol-relative', '//evil.test'],
    ['another host, protocol-relative with a path', '//evil.test/lists'],
    ['a tab browsers strip', '/\t/evil.test'],
    ['a newline browsers strip', '/\n/evil.test'],
    ['a carriage return browsers strip', '/\r/evil.test'],
    ['a leading tab', '\t//evil.test'],
    ['a space', '/ /evil.test'],
    ['a no-break space', '/\u00a0/evil.test'],
    ['a NUL', '/\u0000/evil.test'],
    ['a bidi override', '/\u202e/lists'],
    ['a zero-width space', '/\u200b/evil.test'],
    ['a backslash read as a slash', '/\\evil.test'],
    ['two backslashes', '\\\\evil.test'],
    ['a slash and a backslash', '\\/evil.test'],
    ['an encoded tab', '/%09/evil.test'],
    ['an encoded newline', '/%0A/evil.test'],
    ['an encoded NUL', '/%00'],
    ['an encoded backslash', '/%5Cevil.test'],
    ['an encoded slash making it protocol-relative', '/%2F/evil.test'],
    ['an encoded slash, lower case', '/%2f%2fevil.test'],
    ['a dot segment leaving an empty first segment', '/.//evil.test'],
    ['a malformed escape', '/lists/%E0%A4%A'],
    ['an absolute URL', 'https://evil.test'],
    ['an absolute URL of this scheme without slashes', 'https:evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'lists/wlm'],
    ['a bare host', 'evil.test'],
  ])('continues at the fallback for %s', (_what, value) => {
    expect(sameSitePath(value, HOME)).toBe(HOME);
  });
});
