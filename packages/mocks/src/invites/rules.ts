// The interests lists and invite-and-reply over the one store, answering as the server does
// (apps/server/src/features/interests and features/invites): the same interests, counts, paging (14 a page, most
// recently active first), 404s across a block, the daily cap and the reply rules. Session members' interests come
// from what they saved in profile/edit; the generated community's from the demo data's own-profile generator (the
// one the server's demo seed uses), so most members share English and a few artists, pets and diets.
import type { Interest, InterestKind, Invite, InviteBox, InviteOptions, ListEntry } from '@app/contract';
import {
  choiceInterestLabel,
  errorCodes,
  errorCopy,
  interestChoices,
  interestId,
  interestKinds,
  INVITES_PER_DAY,
  parseInterestId,
  profileChoices,
  twentyQuestions,
} from '@app/contract';
import { demoOwnProfile } from '@app/demo-data';
import type { DemoProfileSections } from '@app/demo-data';
import { iso } from '../clock.ts';
import { communityOf } from '../discovery/community.ts';
import type { Page, Paging } from '../discovery/community.ts';
import { keysetPage } from '../discovery/keyset.ts';
import { ApiError, MemberNotFoundError, SelfActionError } from '../errors.ts';
import { ownProfileOf } from '../profile/own-profile.ts';
import type { MockStore } from '../store.ts';

/** An invite as the store keeps it (the server's invites row); its id is its position + 1. */
export interface StoredInvite {
  inviterId: number;
  inviteeId: number;
  questionId: number;
  createdAt: number;
  reply: string | null;
  repliedAt: number | null;
}

/** The messages the server answers with, so stories show what members will see. */
export const inviteMessages = {
  notInterest: errorCopy.not_found('This interest'),
  alreadyInvited: 'You already asked them this question',
  answered: 'They already answered this question on their profile',
  rateLimited: errorCopy.rate_limited('invites', 'tomorrow'),
  alreadyReplied: 'You already replied to this invite',
  inviteNotFound: errorCopy.not_found('This invite'),
} as const;

const DAY_MS = 24 * 60 * 60_000;

type ChoiceSections = Pick<DemoProfileSections, 'dating' | 'details' | 'lifestyle'>;
/** Generated community members' sections, made once per id. */
const generatedSections = new Map<number, ChoiceSections | null>();
function communitySections(id: number): ChoiceSections | null {
  if (!generatedSections.has(id))
    generatedSections.set(
      id,
      demoOwnProfile(id + 10, { birthdate: '1990-06-15', answers: [] }, profileChoices).sections,
    );
  return generatedSections.get(id) ?? null;
}

interface OwnInterest {
  kind: InterestKind;
  value: string;
  label: string;
}

export function inviteRulesOf(store: MockStore) {
  const community = communityOf(store);
  const own = ownProfileOf(store);
  /** The mocks' clock: the store's, advanced a second by each write (as messaging's is). */
  const now = () => store.clock;

  function sectionsOf(id: number): ChoiceSections | null {
    if (store.members.some((m) => m.id === id)) {
      const { sections } = own.ownProfile(id);
      return { dating: sections.dating, details: sections.details, lifestyle: sections.lifestyle };
    }
    return communitySections(id);
  }

  function interestsOf(id: number): OwnInterest[] {
    const sections = sectionsOf(id);
    const artists = store.members.some((m) => m.id === id)
      ? (store.memberArtists.get(id) ?? [])
      : (community.member(id)?.artists ?? []);
    const chosen: Record<Exclude<InterestKind, 'artist'>, readonly (string | null)[]> = {
      relationship: [sections?.dating.relationshipType ?? null],
      language: sections?.details.languages ?? [],
      pet: sections?.lifestyle.pets ?? [],
      diet: [sections?.lifestyle.diet ?? null],
    };
    return interestKinds.flatMap((kind): OwnInterest[] =>
      kind === 'artist'
        ? artists.map((artist) => ({ kind, value: artist.id, label: artist.name }))
        : chosen[kind]
            .filter((value): value is string => value !== null && interestChoices(kind).includes(value))
            .map((value) => ({ kind, value, label: choiceInterestLabel(kind, value) })),
    );
  }

  /** Members the viewer may find: not the viewer, no block either way. */
  const visible = (viewer: number) =>
    [...store.community.values()].filter((m) => m.id !== viewer && !community.isBlocked(viewer, m.id));

  const sharing = (viewer: number, interest: OwnInterest) =>
    visible(viewer).filter((m) =>
      interestsOf(m.id).some((i) => i.kind === interest.kind && i.value === interest.value),
    );

  const toInterest = (interest: OwnInterest, sharedBy: number): Interest => ({
    id: interestId(interest.kind, interest.value),
    kind: interest.kind,
    label: interest.label,
    sharedBy,
  });

  function interests(viewer: number): Interest[] {
    return interestsOf(viewer).map((interest) => toInterest(interest, sharing(viewer, interest).length));
  }

  function feed(viewer: number, id: string, paging: Paging): Page<ListEntry> & { interest: Interest } {
    const wanted = parseInterestId(id);
    const interest = interestsOf(viewer).find((i) => i.kind === wanted?.kind && i.value === wanted.value);
    if (!interest) throw new ApiError(404, errorCodes.notFound, inviteMessages.notInterest, 'interest');
    const page = keysetPage(
      sharing(viewer, interest),
      (m) => ({ at: m.lastActiveAt.getTime(), id: m.id }),
      paging,
    );
    return {
      ...page,
      items: page.items.map((m) => ({ ...community.summaryFor(viewer, m.id), at: iso(m.lastActiveAt) })),
      interest: toInterest(interest, page.total),
    };
  }

  // ---------------------------------------------------------------- invites

  const invitable = (viewer: number, memberId: number) => {
    if (viewer === memberId) throw new SelfActionError('You cannot do that to yourself');
    if (!community.member(memberId) || community.isBlocked(viewer, memberId)) throw new MemberNotFoundError();
  };
  const answeredBy = (memberId: number) => {
    const session = store.members.find((m) => m.id === memberId);
    return new Set((session?.answers ?? community.member(memberId)?.answers ?? []).map((a) => a.questionId));
  };
  const sentToday = (viewer: number) =>
    store.invites.filter((i) => i.inviterId === viewer && i.createdAt > now() - DAY_MS).length;

  function options(viewer: number, memberId: number): InviteOptions {
    invitable(viewer, memberId);
    const answered = answeredBy(memberId);
    const invited = new Set(
      store.invites
        .filter((i) => i.inviterId === viewer && i.inviteeId === memberId)
        .map((i) => i.questionId),
    );
    return {
      memberId,
      questions: twentyQuestions.map((q) => ({
        id: q.id,
        text: q.text,
        state: invited.has(q.id) ? 'invited' : answered.has(q.id) ? 'answered' : 'open',
      })),
      remainingToday: Math.max(0, INVITES_PER_DAY - sentToday(viewer)),
    };
  }

  const toInvite = (viewer: number, stored: StoredInvite, id: number): Invite => ({
    id,
    question: { id: stored.questionId, text: twentyQuestions[stored.questionId - 1]?.text ?? '' },
    member: community.summaryFor(viewer, stored.inviterId === viewer ? stored.inviteeId : stored.inviterId),
    createdAt: iso(stored.createdAt),
    reply: stored.reply,
    repliedAt: stored.repliedAt === null ? null : iso(stored.repliedAt),
  });

  function send(viewer: number, memberId: number, questionId: number): Invite {
    invitable(viewer, memberId);
    if (
      store.invites.some(
        (i) => i.inviterId === viewer && i.inviteeId === memberId && i.questionId === questionId,
      )
    )
      throw new ApiError(409, errorCodes.conflict, inviteMessages.alreadyInvited, 'questionId');
    if (answeredBy(memberId).has(questionId))
      throw new ApiError(409, errorCodes.conflict, inviteMessages.answered, 'questionId');
    if (sentToday(viewer) >= INVITES_PER_DAY)
      throw new ApiError(429, errorCodes.rateLimited, inviteMessages.rateLimited);
    store.clock += 1000;
    const stored: StoredInvite = {
      inviterId: viewer,
      inviteeId: memberId,
      questionId,
      createdAt: now(),
      reply: null,
      repliedAt: null,
    };
    store.invites.push(stored);
    return toInvite(viewer, stored, store.invites.length);
  }

  /** The invites of `box` the viewer may see (nobody across a block), newest first. */
  function list(viewer: number, box: InviteBox, paging: Paging): Page<Invite> {
    const mine = store.invites
      .map((stored, index) => ({ stored, id: index + 1 }))
      .filter(({ stored }) => {
        const [me, other] =
          box === 'received' ? [stored.inviteeId, stored.inviterId] : [stored.inviterId, stored.inviteeId];
        return me === viewer && community.member(other) !== undefined && !community.isBlocked(viewer, other);
      });
    const page = keysetPage(mine, ({ stored, id }) => ({ at: stored.createdAt, id }), paging);
    return { ...page, items: page.items.map(({ stored, id }) => toInvite(viewer, stored, id)) };
  }

  function reply(viewer: number, inviteId: number, answer: string, showOnProfile: boolean): Invite {
    const stored = store.invites[inviteId - 1];
    if (!stored || stored.inviteeId !== viewer || community.isBlocked(viewer, stored.inviterId))
      throw new ApiError(404, errorCodes.notFound, inviteMessages.inviteNotFound);
    if (stored.reply !== null)
      throw new ApiError(409, errorCodes.conflict, inviteMessages.alreadyReplied, 'answer');
    store.clock += 1000;
    stored.reply = answer;
    stored.repliedAt = now();
    if (showOnProfile && store.members.some((m) => m.id === viewer))
      own.answer(viewer, stored.questionId, answer);
    return toInvite(viewer, stored, inviteId);
  }

  return { interestsOf, interests, feed, options, send, list, reply };
}
export type InviteRules = ReturnType<typeof inviteRulesOf>;
