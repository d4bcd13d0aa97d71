// Role flags and the feature → methods map, parsed with the contract's wire schema.
import { apiErrorBody, flushPermissions, getPermissions } from '@app/contract';
import { expect, it } from 'vitest';
import { describeBackends, injectWithLogin, loginAs, parseBody } from '../../helper.ts';

describeBackends('permissions', (backend) => {
  it('gives a free member the free features only, with role flags as "1"/"0"', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, {
      url: `${getPermissions.path}?forceReload=1`,
    });
    const permissions = parseBody(getPermissions.response, response);
    expect(permissions).toMatchObject({
      isFullMember: '0',
      isFreeMember: '1',
      isPayingMember: '0',
      isFeaturedUser: '0',
      isFacebookProfile: '0',
      hasActiveDefaultPlan: '0',
    });
    // The paywall-gated features of SPEC point 6 are missing.
    expect(permissions.data.inbox).not.toContain('read');
    expect(permissions.data.inbox).not.toContain('*');
    expect(permissions.data.messaging).toEqual(['compose']);
    expect(permissions.data.lists).toEqual(['whoILike']);
    expect(permissions.data.profile).toEqual(['*']);
  });

  it('gives a paying member every feature', async () => {
    const member = await backend.createMember({
      isFullMember: true,
      isPayingMember: true,
      isFeatured: true,
      hasActiveDefaultPlan: true,
      facebookId: 'fb-1',
    });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const permissions = parseBody(getPermissions.response, await client.get(getPermissions.path));
    expect(permissions).toMatchObject({
      isFullMember: '1',
      isFreeMember: '0',
      isPayingMember: '1',
      isFeaturedUser: '1',
      isFacebookProfile: '1',
      hasActiveDefaultPlan: '1',
    });
    for (const feature of [
      'inbox',
      'messaging',
      'lists',
      'profile',
      'settings',
      'search',
      'spin',
      'billing',
    ]) {
      expect(permissions.data[feature], feature).toEqual(['*']);
    }
    expect(parseBody(flushPermissions.response, await client.get(flushPermissions.path))).toEqual({
      success: true,
    });
  });

  it('answers 400 naming forceReload when it is not a flag', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, {
      url: `${getPermissions.path}?forceReload=yes`,
    });
    expect(response.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, response).error).toMatchObject({
      code: 'invalid_request',
      field: 'forceReload',
    });
  });
});
