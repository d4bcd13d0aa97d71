// The member's own profile: its sections, the 20Q, Spotify artists, photos (upload, moderation, import), the
// verification, interests and invites, each in the states the profile pages show. The free demo login (Alex) has a
// filled profile, the new profile (Sam) an almost empty one, the paying login (Jordan) is verified.
import { PROFILE_ARTISTS_MAX, PROFILE_TEXT_MAX, TWENTY_Q_ANSWER_MAX, twentyQuestions } from '@app/contract';
import { sandboxArtists } from '@app/demo-data/artists';
import { sandboxFacebookProvider } from '../../../apps/server/src/features/photos/import/sandbox.ts';
import type { Member, Scenario } from '../scenario.ts';
import {
  answer,
  photoReads,
  profileReads,
  sendSelfie,
  spotifyApi,
  uploadPhoto,
  verificationReads,
} from './profile-steps.ts';
import { free, newProfile, paying, shell } from './shell.ts';

/** The whole of a member's profile as the page saves one section of it. */
async function sectionsOf(member: Member) {
  const { body } = await member.call('getOwnProfile');
  return (body as { data: { sections: Record<string, Record<string, unknown>> } }).data.sections;
}

const longText = (word: string, length: number) => `${word} `.repeat(length).slice(0, length - 1) + '.';

/** Each text section and 20Q answer at its longest, twelve artists with the longest names. */
async function fillToTheBrim(member: Member): Promise<void> {
  for (const section of ['myself', 'looking-for', 'fav-things', 'least-fav-things'] as const) {
    const name =
      `save${section.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Section` as const;
    await member.call(name as 'saveMyselfSection', {
      body: { text: longText('Wonderful', PROFILE_TEXT_MAX) },
    });
  }
  for (const question of twentyQuestions)
    await member.call('answerTwentyQ', {
      params: { questionId: question.id },
      body: { answer: longText('Marvellous', TWENTY_Q_ANSWER_MAX) },
    });
  const longest = [...sandboxArtists].sort((a, b) => b.name.length - a.name.length || (a.id < b.id ? -1 : 1));
  await member.call('saveArtists', {
    body: { artistIds: longest.slice(0, PROFILE_ARTISTS_MAX).map((artist) => artist.id) },
  });
}

export const profileScenarios: Scenario[] = [
  // ------------------------------------------------------------------ profile/edit, profile/complete, sections
  {
    name: 'profile/filled',
    description:
      'The free member’s filled profile: every section (their height added), six 20Q answers with the reward, three artists.',
    async run({ member, other }) {
      const browser = await other().login(free);
      const { details } = await sectionsOf(browser);
      await browser.call('saveDetailsSection', { body: { ...details, heightInches: 66 } });
      await member.login(free);
      await shell(member);
      await profileReads(member);
      for (const q of ['the', 'zzzzqq', 'Adele', 'Nina'])
        await member.call('searchArtists', { query: { q, page: 1 } });
    },
  },
  {
    name: 'profile/section-saved',
    description:
      'The free member renames themself Alexandra in Basic info; the profile answers the new name.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      const sections = await sectionsOf(member);
      await profileReads(member);
      await member.call('saveBasicInfoSection', { body: { ...sections['basic-info'], name: 'Alexandra' } });
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/section-refused',
    description:
      'The free member saves a one-letter name and a 2,001-character About me: the server refuses both.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      const sections = await sectionsOf(member);
      await profileReads(member);
      await member.call('saveBasicInfoSection', { body: { ...sections['basic-info'], name: 'A' } });
      await member.call('saveMyselfSection', { body: { text: 'z'.repeat(PROFILE_TEXT_MAX + 1) } });
    },
  },
  {
    name: 'profile/empty',
    description:
      'The new member’s almost empty profile; step 1 saves their basic info and who they want to meet.',
    async run({ member }) {
      await member.login(newProfile);
      await shell(member);
      const sections = await sectionsOf(member);
      await profileReads(member);
      await member.call('getPhotos');
      await member.call('saveBasicInfoSection', { body: sections['basic-info'] });
      await member.call('saveDatingSection', {
        body: { ...sections.dating, seeking: ['man'], relationshipType: 'long-term' },
      });
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/long-text',
    description: 'The free member with every text, 20Q answer and artist list at its longest.',
    async run({ member, other }) {
      await fillToTheBrim(await other().login(free));
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('searchArtists', { query: { q: 'Adele', page: 1 } });
    },
  },
  // ------------------------------------------------------------------ 20Q
  {
    name: 'profile/twenty-q-fifth-answer',
    description: 'The new member with four 20Q answers; the fifth earns the reward.',
    async run({ member, other }) {
      await answer(await other().login(newProfile), 4);
      await member.login(newProfile);
      await shell(member);
      await profileReads(member);
      await member.call('answerTwentyQ', {
        params: { questionId: twentyQuestions[4]!.id },
        body: { answer: 'Pancakes.' },
      });
      await shell(member);
      await profileReads(member);
    },
  },
  // ------------------------------------------------------------------ Spotify
  {
    name: 'profile/spotify-add',
    description: 'The free member adds Nina Simone to their three artists and saves.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      const { body } = await member.call('searchArtists', { query: { q: 'Nina', page: 1 } });
      const { body: mine } = await member.call('getSpotify');
      const nina = (body as { data: { items: { id: string; name: string }[] } }).data.items.find(
        (artist) => artist.name === 'Nina Simone',
      );
      const chosen = (mine as { data: { artists: { id: string }[] } }).data.artists.map(
        (artist) => artist.id,
      );
      await member.call('saveArtists', { body: { artistIds: [...chosen, nina!.id] } });
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/spotify-not-connected',
    description: 'The Spotify Web API and the free member not connected yet; back from Spotify, they are.',
    app: { spotify: spotifyApi() },
    async run({ member, other }) {
      const { body } = await (await other().login(free)).call('startSpotifyAuth');
      const state = new URL((body as { data: { authorizeUrl: string } }).data.authorizeUrl).searchParams.get(
        'state',
      );
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('connectSpotify', { body: { code: 'story-code', state } });
      await shell(member);
      await profileReads(member);
    },
  },
  // ------------------------------------------------------------------ photos
  {
    name: 'profile/photos-filled',
    description: 'The free member’s photos; two more uploaded at once.',
    async run({ member }) {
      await member.login(free);
      await photoReads(member);
      await uploadPhoto(member, 'beach.jpg');
      await uploadPhoto(member, 'party.png', 'png', 90);
      await photoReads(member);
    },
  },
  {
    name: 'profile/photos-empty',
    description: 'The new member has no photo yet.',
    async run({ member }) {
      await member.login(newProfile);
      await photoReads(member);
    },
  },
  {
    name: 'profile/photos-full',
    description: 'The new member with twenty photos: no more uploads.',
    async run({ member, other }) {
      const browser = await other().login(newProfile);
      for (let i = 0; i < 20; i++) await uploadPhoto(browser, `photo-${i}.jpg`, 'jpeg', i * 12);
      await member.login(newProfile);
      await photoReads(member);
    },
  },
  {
    name: 'profile/photos-pending',
    description: 'The free member’s newest photo waits for moderation.',
    app: { photoModerator: { review: () => Promise.resolve({ moderation: 'pending', reason: null }) } },
    async run({ member, other }) {
      await uploadPhoto(await other().login(free), 'new.jpg');
      await member.login(free);
      await photoReads(member);
    },
  },
  {
    name: 'profile/photos-rejected',
    description: 'Moderation rejected the free member’s newest photo, with its reason.',
    app: {
      photoModerator: {
        review: () => Promise.resolve({ moderation: 'rejected', reason: 'The face is not visible.' }),
      },
    },
    async run({ member, other }) {
      await uploadPhoto(await other().login(free), 'new.jpg');
      await member.login(free);
      await photoReads(member);
    },
  },
  {
    name: 'profile/photos-import',
    description: 'The free member opens the Facebook sandbox: twenty albums over two pages.',
    async run({ member }) {
      await member.login(free);
      await photoReads(member);
      await member.call('getImportStatus', { params: { provider: 'facebook' } });
      const { body } = await member.call('getImportAlbums', { params: { provider: 'facebook' } });
      const next = (body as { data: { nextCursor: string | null } }).data.nextCursor;
      await member.call('getImportAlbums', {
        params: { provider: 'facebook' },
        query: { cursor: next ?? '' },
      });
    },
  },
  {
    name: 'profile/photos-import-limit',
    description: 'The free member imported eight Facebook photos already: the most allowed.',
    async run({ member, other }) {
      const browser = await other().login(free);
      const { body } = await browser.call('getImportAlbums', { params: { provider: 'facebook' } });
      const albums = (body as { data: { albums: { id: string }[] } }).data.albums;
      const ids: string[] = [];
      for (const album of albums) {
        if (ids.length >= 8) break;
        const { body: page } = await browser.call('getImportAlbumPhotos', {
          params: { provider: 'facebook', albumId: album.id },
        });
        ids.push(...(page as { data: { photos: { id: string }[] } }).data.photos.map((photo) => photo.id));
      }
      await browser.call('importPhotos', {
        params: { provider: 'facebook' },
        body: { photoIds: ids.slice(0, 8) },
      });
      await member.login(free);
      await photoReads(member);
      await member.call('getImportStatus', { params: { provider: 'facebook' } });
      await member.call('getImportAlbums', { params: { provider: 'facebook' } });
    },
  },
  {
    name: 'profile/photos-import-not-connected',
    description: 'Facebook’s Graph API and the free member not connected to it yet.',
    // The sandbox's albums behind a login, as the Graph adapter has them (Facebook itself is never called).
    app: { photoImport: { facebook: { ...sandboxFacebookProvider(), sandbox: false } } },
    async run({ member }) {
      await member.login(free);
      await photoReads(member);
      await member.call('getImportStatus', { params: { provider: 'facebook' } });
    },
  },
  // ------------------------------------------------------------------ verification
  {
    name: 'profile/verification-none',
    description: 'The free member was never verified; Get started shows a pose.',
    async run({ member }) {
      await member.login(free);
      await verificationReads(member);
      await member.call('startVerification');
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-started',
    description: 'The free member’s attempt waits for its selfie; a clear one verifies them.',
    async run({ member, other }) {
      await (await other().login(free)).call('startVerification');
      await member.login(free);
      await verificationReads(member);
      await sendSelfie(member);
      await verificationReads(member);
      await member.call('dismissVerifiedNotice');
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-notice-unseen',
    description: 'The free member verified a moment ago on another device: the notice waits, once.',
    async run({ member, other }) {
      const browser = await other().login(free);
      await browser.call('startVerification');
      await sendSelfie(browser);
      await member.login(free);
      await verificationReads(member);
      await member.call('dismissVerifiedNotice');
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-pending',
    description: 'A reviewer that decides later: the free member’s selfie waits.',
    app: { verificationReviewer: { name: 'later', review: () => Promise.resolve({ status: 'pending' }) } },
    async run({ member, other }) {
      const browser = await other().login(free);
      await browser.call('startVerification');
      await sendSelfie(browser);
      await member.login(free);
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-rejected-no-match',
    description: 'The reviewer found no match; the retry with a clear selfie verifies the free member.',
    app: (() => {
      let turn = 0;
      return {
        verificationReviewer: {
          name: 'no match first',
          review: () =>
            Promise.resolve(
              turn++ === 0
                ? { status: 'rejected' as const, rejection: 'no_match' as const }
                : { status: 'verified' as const },
            ),
        },
      };
    })(),
    async run({ member, other }) {
      const browser = await other().login(free);
      await browser.call('startVerification');
      await sendSelfie(browser);
      await member.login(free);
      await verificationReads(member);
      await member.call('startVerification');
      await verificationReads(member);
      await sendSelfie(member);
      await verificationReads(member);
      await member.call('dismissVerifiedNotice');
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-rejected-unclear-selfie',
    description: 'The free member’s selfie was too small to check.',
    async run({ member, other }) {
      const browser = await other().login(free);
      await browser.call('startVerification');
      await sendSelfie(browser, 200);
      await member.login(free);
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-rejected-no-photo',
    description: 'The new member has no approved photo to compare the selfie with.',
    async run({ member, other }) {
      const browser = await other().login(newProfile);
      await browser.call('startVerification');
      await sendSelfie(browser);
      await member.login(newProfile);
      await verificationReads(member);
    },
  },
  {
    name: 'profile/verification-verified',
    description: 'The paying member is verified (the notice seen long ago).',
    async run({ member }) {
      await member.login(paying);
      await verificationReads(member);
    },
  },
  // ------------------------------------------------------------------ interests and invites
  {
    name: 'profile/interests-paying',
    description: 'The paying member’s interests and the feed of one of them.',
    async run({ member }) {
      await member.login(paying);
      await shell(member);
      await member.call('getInterests');
      await member.call('getInterestFeed', {
        params: { interest: 'language-english' },
        query: { limit: 14 },
      });
      await member.call('getInterestFeed', {
        params: { interest: 'pet-reptile-unknown' },
        query: { limit: 14 },
      });
    },
  },
  {
    name: 'profile/interests-none',
    description: 'The new member has nothing on their profile to share.',
    async run({ member }) {
      await member.login(newProfile);
      await shell(member);
      await member.call('getInterests');
    },
  },
  {
    name: 'profile/invites',
    description:
      'The paying member has an invite from Alex to reply to, one Alex replied to and one waiting for Sam; they reply.',
    async run({ member, other }) {
      const alex = await other().login(free);
      const jordan = await other().login(paying);
      const sam = await other().login(newProfile);
      await invite(alex, JORDAN);
      const toAlex = await invite(jordan, ALEX);
      await alex.call('replyToInvite', {
        params: { inviteId: toAlex },
        body: { answer: 'Old maps and where they were wrong.', showOnProfile: false },
      });
      await invite(jordan, SAM);
      void sam;
      await member.login(paying);
      await shell(member);
      const { body } = await member.call('getInvites', { params: { box: 'received' }, query: { limit: 20 } });
      await member.call('getInvites', { params: { box: 'sent' }, query: { limit: 20 } });
      const waiting = (body as { data: { items: { id: number }[] } }).data.items[0]!.id;
      await member.call('replyToInvite', {
        params: { inviteId: waiting },
        body: { answer: 'A picnic by the lake.', showOnProfile: false },
      });
      await member.call('getInvites', { params: { box: 'received' }, query: { limit: 20 } });
    },
  },
  {
    name: 'profile/invites-ask',
    description: 'The paying member asks member 9 a 20Q question from their profile.',
    async run({ member }) {
      await member.login(paying);
      await shell(member);
      await member.call('getProfileView', { params: { id: 9 } });
      await invite(member, 9);
    },
  },
  {
    name: 'profile/invites-none',
    description: 'The new member has no invites.',
    async run({ member }) {
      await member.login(newProfile);
      await shell(member);
      await member.call('getInvites', { params: { box: 'received' }, query: { limit: 20 } });
      await member.call('getInvites', { params: { box: 'sent' }, query: { limit: 20 } });
    },
  },
  // ------------------------------------------------------------------ the ui stories of Spotify, 20Q, profile view
  {
    name: 'profile/spotify-searches',
    description:
      'The free member’s three artists and the searches the artist stories show: “li”, two pages of “a”, “s”, “zzzz”.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      for (const [q, page] of [
        ['li', 1],
        ['a', 1],
        ['a', 2],
        ['s', 1],
        ['zzzz', 1],
      ] as const)
        await member.call('searchArtists', { query: { q, page } });
    },
  },
  {
    name: 'profile/spotify-full',
    description:
      'The free member chose twelve artists (the first page of “a”), the most a profile shows; they search “e”, page 2.',
    async run({ member, other }) {
      const browser = await other().login(free);
      const { body } = await browser.call('searchArtists', { query: { q: 'a', page: 1 } });
      const found = (body as { data: { items: { id: string }[] } }).data.items;
      await browser.call('saveArtists', {
        body: { artistIds: found.slice(0, PROFILE_ARTISTS_MAX).map((artist) => artist.id) },
      });
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('searchArtists', { query: { q: 'e', page: 2 } });
    },
  },
  {
    name: 'profile/twenty-q-three-answers',
    description: 'The new member answered the first three 20Q questions; two more earn the reward.',
    async run({ member, other }) {
      await answer(await other().login(newProfile), 3);
      await member.login(newProfile);
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/twenty-q-long-answers',
    description:
      'The new member’s first three 20Q answers: the longest the server takes, one unbroken word, three lines.',
    async run({ member, other }) {
      const browser = await other().login(newProfile);
      const answers = [
        longText('Marvellous', TWENTY_Q_ANSWER_MAX),
        'Supercalifragilistic'.repeat(8),
        'First line.\nSecond line.\nThird line.',
      ];
      for (const [i, text] of answers.entries()) {
        const saved = await browser.call('answerTwentyQ', {
          params: { questionId: twentyQuestions[i]!.id },
          body: { answer: text },
        });
        if (saved.status !== 200) throw new Error(`The answer to question ${i + 1} answered ${saved.status}`);
      }
      await member.login(newProfile);
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/view-long-content',
    description:
      'The paying member views the free member’s profile filled to the limits: every text, 20Q answer and artist list.',
    async run({ member, other }) {
      await fillToTheBrim(await other().login(free));
      await member.login(paying);
      await shell(member);
      await member.call('getProfileView', { params: { id: ALEX } });
    },
  },
];

/** The seeded ids of the demo logins. */
const ALEX = 1;
const JORDAN = 2;
const SAM = 3;

/** Asks `to` the first question still open for them; the new invite's id. */
async function invite(from: Member, to: number): Promise<number> {
  const { body } = await from.call('getInviteOptions', { params: { memberId: to } });
  const open = (body as { data: { questions: { id: number; state: string }[] } }).data.questions.find(
    (question) => question.state === 'open',
  );
  const sent = await from.call('sendInvite', { body: { memberId: to, questionId: open!.id } });
  if (sent.status !== 200) throw new Error(`The invite answered ${sent.status}`);
  return (sent.body as { data: { id: number } }).data.id;
}
