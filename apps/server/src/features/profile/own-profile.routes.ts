// GET /api/user/profile/edit and PUT /api/user/profile/sections/<section>, one route per editable section of the
// contract (registered from its list, so a section added there is routed here). The field rules are the contract's
// schemas (contractRoute answers 400 naming the field); the city is checked against the offline city lookup.
import type { EditableSection, OwnProfile, SectionValues } from '@app/contract';
import { editableSections, getOwnProfile, saveSectionEndpointOf } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import type { SectionSave } from './own-profile.repository.ts';
import { listedCity } from './rules.ts';

/** Sections whose values search, cards and the interested-in-me feed filter on (members' columns). */
const searchedSections: readonly EditableSection[] = ['basic-info', 'dating'];

export default async function ownProfileRoutes(app: FastifyInstance) {
  const { ownProfile, cities, communityTotals } = app.repos;

  const profileOf = async (memberId: number): Promise<{ data: OwnProfile }> => {
    const data = await ownProfile.read(memberId);
    // The session's member exists (the session row references it): a miss is a server fault, not the member's.
    if (!data) throw new Error(`own profile: member ${memberId} not found`);
    return { data };
  };

  contractRoute(app, getOwnProfile, 'member', async ({ member }) => profileOf(member.id));

  for (const section of editableSections) {
    contractRoute(app, saveSectionEndpointOf(section), 'member', async ({ member, body }) => {
      const change = (
        section === 'basic-info'
          ? {
              section,
              values: body,
              city: listedCity((body as SectionValues<'basic-info'>).city, cities.find),
            }
          : { section, values: body }
      ) as SectionSave;
      await ownProfile.save(member.id, change);
      // Search and feed totals are cached for a few seconds: the change must count at once.
      if (searchedSections.includes(section)) communityTotals.clear();
      return profileOf(member.id);
    });
  }
}
