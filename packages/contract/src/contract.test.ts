import { describe, expect, it } from 'vitest';
import {
  buildPath,
  facebookLogin,
  getPermissions,
  loginBody,
  permissionsWire,
  profileWire,
} from './index.ts';

describe('contract', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath(facebookLogin.path, { token: 'a/b c' })).toBe('/api/login/facebook/a%2Fb%20c');
    expect(() => buildPath(facebookLogin.path)).toThrow(/token/);
  });

  it('names the field at fault in a bad login body', () => {
    const result = loginBody.safeParse({ user: 'not-an-email', pass: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['user']);
  });

  it('turns query flags into the legacy string form', () => {
    expect(getPermissions.query.parse({ forceReload: true })).toEqual({ forceReload: '1' });
    expect(getPermissions.query.parse({})).toEqual({ forceReload: '0' });
  });

  it('accepts the legacy wire forms and rejects modern booleans for flags', () => {
    const flags = {
      isFullMember: '1',
      isFreeMember: '0',
      isFeaturedUser: '0',
      isFacebookProfile: '0',
      hasActiveDefaultPlan: '0',
      isPayingMember: '1',
    };
    expect(permissionsWire.safeParse({ ...flags, data: { inbox: ['*'] } }).success).toBe(true);
    expect(permissionsWire.safeParse({ ...flags, isFullMember: true, data: {} }).success).toBe(false);
    const signup = profileWire.shape.SignupDate;
    expect(signup.safeParse('2026-11-01 08:30:00').success).toBe(true);
    expect(signup.safeParse('2026-11-01T08:30:00Z').success).toBe(false);
  });
});
