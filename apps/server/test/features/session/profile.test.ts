// The member's own profile in the legacy wire shape, parsed with the contract's schema.
import { getProfile } from '@app/contract';
import { expect, it } from 'vitest';
import { memberAnswers, photos } from '../../../src/db/schema.ts';
import { describeBackends, injectWithLogin, parseBody } from '../../helper.ts';

describeBackends('own profile', (backend) => {
  it('sends the profile in the legacy wire shape', async () => {
    const member = await backend.createMember({
      displayName: 'Robin',
      birthdate: '1991-02-03',
      gender: 'nonbinary',
      seeking: ['woman', 'man'],
      isDefaultCampaign: false,
      isC2Profile: true,
      verificationStatus: 'pending',
      subscriptionStatus: 'cancelled',
      createdAt: new Date('2025-03-04T05:06:07.890Z'),
    });
    await backend.db.insert(photos).values([
      { memberId: member.id, url: '/api/avatars/a.svg', width: 256, height: 256, position: 1 },
      { memberId: member.id, url: '/api/avatars/b.svg', width: 256, height: 256, position: 0, isMain: true },
    ]);
    await backend.db.insert(memberAnswers).values([
      { memberId: member.id, questionId: 4, answer: 'Yes' },
      { memberId: member.id, questionId: 2, answer: 'No' },
    ]);
    const app = await backend.build();
    const response = await injectWithLogin(app, member.email, { url: getProfile.path });
    expect(response.statusCode).toBe(200);
    const profile = parseBody(getProfile.response, response);
    expect(profile).toMatchObject({
      data: {
        id: member.id,
        name: 'Robin',
        birthdate: '1991-02-03',
        gender: 'nonbinary',
        seeking: ['woman', 'man'],
      },
      isDefaultCampaign: 'false',
      isC2Profile: 'true',
      NbOfImages: '2',
      profileMainImage: '/api/avatars/b.svg',
      VerificationStatus: 'pending',
      SubscriptionStatus: 'cancelled',
      SignupDate: '2025-03-04 05:06:07',
      UserAnswers: [
        { questionId: 2, answer: 'No' },
        { questionId: 4, answer: 'Yes' },
      ],
    });
    expect(profile.images.map((image) => image.url)).toEqual(['/api/avatars/b.svg', '/api/avatars/a.svg']);
    expect(profile.data.age).toBeGreaterThanOrEqual(34);
  });

  it('sends an empty profile image list and no main image for a member without photos', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const profile = parseBody(
      getProfile.response,
      await injectWithLogin(app, member.email, { url: getProfile.path }),
    );
    expect(profile).toMatchObject({ images: [], NbOfImages: '0', profileMainImage: null, UserAnswers: [] });
    expect(profile.data.avatarUrl).toBe(`/api/avatars/${member.avatarSeed}.svg`);
  });
});
