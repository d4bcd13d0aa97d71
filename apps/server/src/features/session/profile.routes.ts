import { getProfile } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ageOn, avatarUrl, boolString, legacyDateTime } from '../../shared/wire.ts';
import { contractRoute } from '../../http/route.ts';

/** The member's own profile in the legacy wire shape (SPEC point 3). */
export default async function profileRoutes(app: FastifyInstance) {
  contractRoute(app, getProfile, 'member', async ({ member }) => {
    const images = await app.repos.members.photosOf(member.id);
    const answers = await app.repos.members.answersOf(member.id);
    const main = images.find((image) => image.isMain) ?? images[0];
    return {
      data: {
        id: member.id,
        email: member.email,
        name: member.displayName,
        birthdate: member.birthdate,
        age: ageOn(member.birthdate, new Date()),
        gender: member.gender,
        seeking: member.seeking,
        city: member.city,
        country: member.country,
        about: member.about,
        avatarUrl: avatarUrl(member.avatarSeed),
      },
      isDefaultCampaign: boolString(member.isDefaultCampaign),
      isC2Profile: boolString(member.isC2Profile),
      images,
      NbOfImages: String(images.length),
      profileMainImage: main?.url ?? null,
      VerificationStatus: member.verificationStatus,
      SubscriptionStatus: member.subscriptionStatus,
      UserAnswers: answers,
      SignupDate: legacyDateTime(member.createdAt),
    };
  });
}
