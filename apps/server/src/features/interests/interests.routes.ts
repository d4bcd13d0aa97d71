// The interests lists: the member's interests with their counts, and one interest's feed (14 a page). An interest is
// named `<kind>-<value>` (the contract parses it; 400 naming `interest` when malformed); one the member does not
// have on their profile is 404, so nobody pages through a list they are not part of.
import {
  errorCodes,
  errorCopy,
  getInterestFeed,
  getInterests,
  interestId,
  parseInterestId,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { ApiError } from '../../http/errors.ts';
import { datedMembersPage, parseCursor } from '../../shared/member-rules.ts';

export default async function interestRoutes(app: FastifyInstance) {
  const { interests } = app.repos;

  contractRoute(app, getInterests, 'member', async ({ member }) => ({
    data: { items: await interests.withCounts(member.id) },
  }));

  contractRoute(app, getInterestFeed, 'member', async ({ member, params, query }) => {
    const cursor = parseCursor(query.cursor);
    const wanted = parseInterestId(params.interest);
    const own = await interests.own(member.id);
    const interest = own.find((mine) => mine.kind === wanted?.kind && mine.value === wanted.value);
    if (!interest)
      throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This interest'), 'interest');
    const page = await interests.feed(member.id, interest, cursor, query.limit);
    return {
      data: {
        ...datedMembersPage(page),
        interest: {
          id: interestId(interest.kind, interest.value),
          kind: interest.kind,
          label: interest.label,
          sharedBy: page.total,
        },
      },
    };
  });
}
