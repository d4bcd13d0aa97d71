import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '@app/mocks';
import {
  canOpenRoute,
  isAllowed,
  normaliseCounters,
  normalisePermissions,
  normaliseProfile,
} from './normalise.ts';
import { memberRoutes, paywallGates } from './routes.ts';

// The wire shapes as the server answered them (scripts/record, scenarios account/*).
const freePermissions = () => recordedAnswer('account/free-member', 'getPermissions');
const payingPermissions = () => recordedAnswer('account/paying-member', 'getPermissions');

describe('normaliseProfile', () => {
  const wire = recordedAnswer('account/paying-member', 'getProfile');

  it('turns the legacy strings into booleans and numbers', () => {
    const profile = normaliseProfile({ ...wire, NbOfImages: '3', isC2Profile: 'false' });
    expect(profile.isDefaultCampaign).toBe(true);
    expect(profile.isC2Profile).toBe(false);
    expect(profile.imageCount).toBe(3);
    expect(profile.mainImage).toBe(wire.profileMainImage);
    expect(profile.verificationStatus).toBe(wire.VerificationStatus);
  });

  it('reads SignupDate (space between date and time) as UTC, whatever the machine zone', () => {
    expect(normaliseProfile({ ...wire, SignupDate: '2026-03-08 01:30:05' }).signupDate).toBe(
      '2026-03-08T01:30:05.000Z',
    );
  });

  it('defaults missing UserAnswers to an empty list', () => {
    const { UserAnswers: _answers, ...withoutAnswers } = wire;
    expect(normaliseProfile(withoutAnswers).answers).toEqual([]);
    expect(normaliseProfile({ ...wire, UserAnswers: [{ questionId: 2, answer: 'Yes' }] }).answers).toEqual([
      { questionId: 2, answer: 'Yes' },
    ]);
  });
});

describe('normalisePermissions', () => {
  it('sets role flags true only for "1"', () => {
    const paying = normalisePermissions({ ...payingPermissions(), isFacebookProfile: '1' });
    expect(paying).toMatchObject({
      isFullMember: true,
      isFreeMember: false,
      isPayingMember: true,
      isFacebookProfile: true,
      isFeaturedUser: false,
      hasActiveDefaultPlan: true,
    });
    expect(normalisePermissions(freePermissions()).isFreeMember).toBe(true);
  });

  it("treats '*' as every method and keeps listed methods otherwise", () => {
    const wire = { ...freePermissions(), data: { lists: ['whoILike'], profile: ['view', '*'] } };
    const permissions = normalisePermissions(wire);
    expect(permissions.features).toEqual({ lists: ['whoILike'], profile: '*' });
    expect(isAllowed(permissions.features, { feature: 'profile', method: 'disable' })).toBe(true);
    expect(isAllowed(permissions.features, { feature: 'lists', method: 'whoLikedMe' })).toBe(false);
    expect(isAllowed(permissions.features, { feature: 'inbox', method: 'list' })).toBe(false);
  });

  it('flags exactly the member routes the data map allows, and always the paywall', () => {
    const free = normalisePermissions(freePermissions());
    const allowed = memberRoutes.filter((route) => canOpenRoute(free, route.name)).map((route) => route.name);
    expect(allowed).not.toContain('lists/wlm');
    expect(allowed).not.toContain('lists/wvm');
    expect(allowed).not.toContain('lists/mutual-likes');
    expect(allowed).not.toContain('lists/blocklist');
    expect(allowed).toEqual(
      expect.arrayContaining(['inbox', 'messaging/compose', 'lists/wyl', 'profile/edit', 'email-settings']),
    );
    expect(free.routes.paywall).toBe(true);
    expect(canOpenRoute(free, 'home/paywall')).toBe(true);

    const paying = normalisePermissions(payingPermissions());
    expect(memberRoutes.every((route) => canOpenRoute(paying, route.name))).toBe(true);

    const nothing = normalisePermissions({ ...freePermissions(), data: {} });
    expect(memberRoutes.some((route) => canOpenRoute(nothing, route.name))).toBe(false);
    expect(nothing.routes.paywall).toBe(true);
  });

  it('gives a free member none of the seven paywall-gated features, and a paying member all of them', () => {
    const free = normalisePermissions(freePermissions());
    const paying = normalisePermissions(payingPermissions());
    for (const gate of Object.values(paywallGates)) {
      expect(isAllowed(free.features, gate)).toBe(false);
      expect(isAllowed(paying.features, gate)).toBe(true);
    }
  });
});

describe('normaliseCounters', () => {
  it('turns numeric strings into numbers', () => {
    expect(normaliseCounters(recordedAnswer('account/paying-member', 'getCounters'))).toEqual({
      unreadMessages: 6,
      whoViewedMe: 45,
      whoLikedMe: 35,
      whoILike: 19,
      mutualLikes: 14,
      blocklist: 3,
      dailySpinsLeft: 3,
    });
    expect(normaliseCounters({ data: { whoViewedMe: '12', dailySpinsLeft: 3 } })).toEqual({
      whoViewedMe: 12,
      dailySpinsLeft: 3,
    });
  });
});

describe('the permission→route table', () => {
  it('covers every member and settings route of SPEC point 2 once, and the guarded search, subscription and spin pages', () => {
    const names = memberRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      [
        'inbox',
        'messaging/compose',
        'lists/wvm',
        'lists/wlm',
        'lists/wyl',
        'lists/mutual-likes',
        'lists/blocklist',
        'profile/view',
        'profile/edit',
        'profile/photos',
        'profile/complete',
        'profile/settings',
        'profile/disable',
        'profile/disable/reasons',
        'profile/disabled',
        'account-settings',
        'email-settings',
        'login-settings',
        'verification-settings',
        'search',
        'subscription',
        'spin',
      ].sort(),
    );
  });

  it('sends lists/wlm to the "liked me" paywall', () => {
    expect(memberRoutes.find((route) => route.name === 'lists/wlm')?.paywall).toBe('likedMe');
  });
});
