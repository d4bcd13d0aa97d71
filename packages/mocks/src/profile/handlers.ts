// MSW handlers for every own-profile endpoint of the contract (ownProfileEndpoints) over the one store: the editable
// profile, one save per section (looped over the contract's editableSections), 20Q and Spotify. Requests are parsed
// by the contract (400 naming the field), the logged-in member acts (401 when nobody is), and the store's
// profileFaults make writes fail or hang for the saving and error states.
import type { EditableSection, Endpoint, SectionValues } from '@app/contract';
import {
  answerTwentyQ,
  clearTwentyQAnswer,
  connectSpotify,
  editableSections,
  errorCodes,
  getOwnProfile,
  getSpotify,
  getTwentyQ,
  saveArtists,
  saveSectionEndpointOf,
  searchArtists,
  startSpotifyAuth,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { HandlerInput, HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { ownProfileOf } from './own-profile.ts';

/** The own-profile handlers over `store`, acting as its logged-in member. */
export function profileHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const rules = ownProfileOf(store);
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };

  const read = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']>,
  ) => contractHandler(endpoint, (input) => resolve(input, viewer()!), handlerOptions);

  /** A write: waits or fails as the store's profileFaults say (after validation, as a database failure would). */
  const write = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']>,
  ) =>
    contractHandler(
      endpoint,
      async (input) => {
        const faults = store.profileFaults;
        if (faults.saveDelay !== 0) await delay(faults.saveDelay);
        if (faults.save > 0) {
          faults.save -= 1;
          throw new ApiError(500, errorCodes.internal, messages.internal);
        }
        return resolve(input, viewer()!);
      },
      handlerOptions,
    );

  // The body was parsed by this section's schema; TypeScript cannot follow S through the mapped endpoint type.
  const saveSection = <S extends EditableSection>(section: S) =>
    write(saveSectionEndpointOf(section), ({ body }, me) => ({
      data: rules.saveSection(me, section, body as SectionValues<S>),
    }));

  return [
    read(getOwnProfile, (_, me) => ({ data: rules.ownProfile(me) })),
    ...editableSections.map(saveSection),
    read(getTwentyQ, (_, me) => ({ data: rules.twentyQ(me) })),
    write(answerTwentyQ, ({ params, body }, me) => ({
      data: rules.answer(me, params.questionId, body.answer),
    })),
    write(clearTwentyQAnswer, ({ params }, me) => ({ data: rules.clearAnswer(me, params.questionId) })),
    read(getSpotify, (_, me) => ({ data: rules.spotifyStatus(me) })),
    read(startSpotifyAuth, ({ request }, me) => ({
      data: { authorizeUrl: rules.startAuth(me, new URL(request.url).origin) },
    })),
    read(connectSpotify, ({ body }, me) => ({ data: rules.connect(me, body.state) })),
    read(searchArtists, ({ query }, me) => ({ data: rules.searchArtists(me, query.q, query.page) })),
    write(saveArtists, ({ body }, me) => ({ data: { artists: rules.saveArtists(me, body.artistIds) } })),
  ];
}
