// The zip of a member's data: JSON files shaped from the collected rows (what a member can read, never a secret the
// server keeps: no password hash, session token hash, card token or provider token), and the member's photo files.
// fflate's zipSync: JSON deflated, photos stored as they are (level 0: WebP is compressed already).
import { twentyQuestions } from '@app/contract';
import type { Zippable } from 'fflate';
import { strToU8, zipSync } from 'fflate';
import type { MemberData } from './data-export.repository.ts';

/** One photo file to put in the zip, read from storage. */
export interface ExportFile {
  path: string;
  bytes: Uint8Array;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const question = (id: number) => twentyQuestions.find((q) => q.id === id)?.text ?? `Question ${id}`;

/** The JSON files of the zip, by name. */
export function exportDocuments(
  data: MemberData,
  exportedAt: Date,
  photoFiles: ReadonlyMap<number, string>,
  selfieFiles: ReadonlyMap<number, string>,
) {
  const { member } = data;
  const profileRow = data.profile ? (({ memberId: _id, ...rest }) => rest)(data.profile) : null;
  // Node 20 has no Map.groupBy.
  const messagesByThread = new Map<number, MemberData['messages']>();
  for (const m of data.messages) {
    const list = messagesByThread.get(m.threadId);
    if (list) list.push(m);
    else messagesByThread.set(m.threadId, [m]);
  }
  return {
    'profile.json': {
      exportedAt,
      member: {
        id: member.id,
        email: member.email,
        emailValidatedAt: member.emailValidatedAt,
        emailBouncing: member.emailBouncing,
        displayName: member.displayName,
        birthdate: member.birthdate,
        gender: member.gender,
        seeking: member.seeking,
        city: member.city,
        region: member.region,
        country: member.country,
        about: member.about,
        facebookId: member.facebookId,
        verificationStatus: member.verificationStatus,
        subscriptionStatus: member.subscriptionStatus,
        isFullMember: member.isFullMember,
        isPayingMember: member.isPayingMember,
        disabledAt: member.disabledAt,
        lastActiveAt: member.lastActiveAt,
        signedUpAt: member.createdAt,
      },
      settings: {
        visibility: { hidden: member.hidden, incognito: member.incognito },
        email: { optOuts: member.emailOptOuts },
        hasPassword: member.passwordHash !== null,
      },
      profile: profileRow,
      twentyQ: data.answers.map((a) => ({
        questionId: a.questionId,
        question: question(a.questionId),
        answer: a.answer,
        answeredAt: a.createdAt,
      })),
      spotifyArtists: data.artists.map(({ memberId: _id, ...artist }) => artist),
      rewards: data.rewards.map(({ memberId: _id, ...reward }) => reward),
      photos: data.photos.map((p) => ({
        file: photoFiles.get(p.id) ?? null,
        url: p.storageKey ? null : p.url,
        position: p.position,
        isMain: p.isMain,
        moderation: p.moderation,
        rejectionReason: p.rejectionReason,
        source: p.source,
        width: p.width,
        height: p.height,
        addedAt: p.createdAt,
      })),
      verification: data.verification.map((v) => ({
        selfie: selfieFiles.get(v.id) ?? null,
        pose: v.pose,
        status: v.status,
        rejection: v.rejection,
        startedAt: v.createdAt,
        submittedAt: v.submittedAt,
        decidedAt: v.decidedAt,
      })),
      disables: data.disables.map(({ memberId: _id, id: _rowId, ...disable }) => disable),
      invitesSent: data.invitesSent.map((i) => ({ ...i, question: question(i.questionId) })),
      invitesReceived: data.invitesReceived.map((i) => ({ ...i, question: question(i.questionId) })),
      supportRequests: data.supportRequests,
    },
    'likes-given.json': data.likesGiven,
    'blocks.json': data.blocksMade,
    'activity.json': {
      hotlist: data.hotlist,
      profilesViewed: data.viewsGiven,
      reportsMade: data.reportsMade,
      spins: data.spins,
      spinCredits: data.spinCredits,
    },
    'messages.json': data.threads.map((t) => ({
      threadId: t.threadId,
      with: { memberId: t.otherId, name: t.otherName },
      messages: (messagesByThread.get(t.threadId) ?? []).map((m) => ({
        from: m.senderId === member.id ? 'you' : 'them',
        kind: m.kind,
        body: m.body,
        sentAt: m.sentAt,
        deliveredAt: m.deliveredAt,
        readAt: m.readAt,
        deletedByYou: m.id <= t.clearedThroughId,
      })),
    })),
    'payments.json': {
      payments: data.payments,
      memberships: data.memberships,
      offersTaken: data.offers.map(({ memberId: _id, ...offer }) => offer),
      boosts: data.boosts,
    },
    'sessions.json': data.sessions,
    // No consent table exists yet: sign-up will record consents, and this file will list them.
    'consents.json': [],
  };
}

/** The zip's bytes: the JSON documents (deflated) and the files (stored). */
export function buildZip(documents: Record<string, unknown>, files: readonly ExportFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const [name, value] of Object.entries(documents)) entries[name] = [json(value), { level: 6 }];
  for (const file of files) entries[file.path] = [file.bytes, { level: 0 }];
  entries['README.txt'] = [strToU8(readme), { level: 6 }];
  return zipSync(entries);
}

const readme = `Your Spark data

profile.json       your account, settings, profile sections, 20Q answers, Spotify artists, photos (which file is
                   which), verification, disables, 20Q invites and your messages to customer service
likes-given.json   the members you like
blocks.json        the members you blocked
activity.json      your hotlist, the profiles you viewed, the members you reported, your spins
messages.json      your conversations, both sides, with the other member named by display name and id
payments.json      your payments, membership, offers taken and boosts
sessions.json      where you are signed in (browser, when you signed in, last seen)
consents.json      the consents you gave (none are recorded yet)
photos/            your photo files, at the largest size we keep
verification/      the selfies you sent to verify your profile
`;
