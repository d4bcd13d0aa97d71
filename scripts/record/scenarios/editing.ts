// What the site's tests of the profile pages (profile/edit sections, 20Q, Spotify, photos, verification, profile view)
// need beyond the page stories' recordings in profile.ts: a second page of artists, a list saved shorter, the connect
// button, Spotify failing, a sixth 20Q answer and one taken back, a new main photo, an import refused whole, About me
// saved, a selfie too small, and the hotlist and block buttons of another member's profile.
import { twentyQuestions } from '@app/contract';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import {
  answer,
  photoReads,
  profileReads,
  sendSelfie,
  spotifyApi,
  verificationReads,
} from './profile-steps.ts';
import { free, newProfile, paying, shell } from './shell.ts';

/** The member connects Spotify (the authorize page approved at once). */
async function connectSpotify(browser: Member): Promise<void> {
  const { body } = await browser.call('startSpotifyAuth');
  const state = new URL((body as { data: { authorizeUrl: string } }).data.authorizeUrl).searchParams.get(
    'state',
  );
  await browser.call('connectSpotify', { body: { code: 'recorder-code', state } });
}

/** The artists the member chose, in order. */
async function chosenArtists(member: Member): Promise<string[]> {
  const { body } = await member.call('getSpotify');
  return (body as { data: { artists: { id: string }[] } }).data.artists.map((artist) => artist.id);
}

/** The query of the search page's default filters, as the site sends it. */
const SEARCH = { limit: 16, ageMin: 18, ageMax: 99 } as const;
/** The page sizes the site's http client writes out for the hotlist and the inbox. */
const HOTLIST = { limit: 12 } as const;
const INBOX = { limit: 20 } as const;

/**
 * The first member the paying member finds in search who is not a demo login, not in their hotlist, and whom they
 * never wrote to.
 */
async function strangerOfPaying(context: ScenarioContext, browser: Member): Promise<number> {
  const logins = new Set<number>();
  for (const email of [free, paying, newProfile]) {
    const { body } = await (await context.other().login(email)).call('getProfile');
    logins.add((body as { data: { id: number } }).data.id);
  }
  const hotlist = (await browser.call('getHotlist', { query: HOTLIST })).body as {
    data: { items: { member: { id: number } }[] };
  };
  const inbox = (await browser.call('getInbox', { query: INBOX })).body as {
    data: { items: { member: { id: number } }[] };
  };
  const known = new Set([...hotlist.data.items, ...inbox.data.items].map((entry) => entry.member.id));
  for (const id of logins) known.add(id);
  const found = (await browser.call('searchMembers', { query: SEARCH })).body as {
    data: { items: { id: number }[] };
  };
  const stranger = found.data.items.find((item) => !known.has(item.id));
  if (!stranger) throw new Error('The paying member knows everyone in search');
  return stranger.id;
}

export const editingScenarios: Scenario[] = [
  // ------------------------------------------------------------------ Spotify
  {
    name: 'profile/editing-spotify-pages',
    description:
      'The free member pages through the artists matching “the”, then takes their first artist off the list and saves.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('searchArtists', { query: { q: 'the', page: 1 } });
      await member.call('searchArtists', { query: { q: 'the', page: 2 } });
      const chosen = await chosenArtists(member);
      await member.call('saveArtists', { body: { artistIds: chosen.slice(1) } });
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/editing-spotify-connect',
    description:
      'The Spotify Web API and the free member not connected yet: Connect Spotify opens its sign-in.',
    app: { spotify: spotifyApi() },
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('startSpotifyAuth');
    },
  },
  {
    name: 'profile/editing-spotify-down',
    description:
      'The free member connected to the Spotify Web API: nothing matches “zzzzqq”, and Spotify fails the search for Adele.',
    app: { spotify: spotifyApi(['Adele']) },
    async run({ member, other }) {
      await connectSpotify(await other().login(free));
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('searchArtists', { query: { q: 'zzzzqq', page: 1 } });
      await member.call('searchArtists', { query: { q: 'Adele', page: 1 } });
    },
  },
  // ------------------------------------------------------------------ 20Q
  {
    name: 'profile/editing-twenty-q',
    description:
      'The new member with four 20Q answers: the fifth earns the reward, the sixth is saved with no reward again.',
    async run({ member, other }) {
      await answer(await other().login(newProfile), 4);
      await member.login(newProfile);
      await shell(member);
      await profileReads(member);
      for (const [question, words] of [
        [twentyQuestions[4]!, 'Pancakes.'],
        [twentyQuestions[5]!, 'A nap.'],
      ] as const) {
        await member.call('answerTwentyQ', { params: { questionId: question.id }, body: { answer: words } });
        await shell(member);
        await profileReads(member);
      }
    },
  },
  {
    name: 'profile/editing-twenty-q-remove',
    description: 'The free member (reward granted) takes back their first 20Q answer.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      const { body } = await member.call('getTwentyQ');
      const first = (body as { data: { answers: { questionId: number }[] } }).data.answers[0]!;
      await member.call('clearTwentyQAnswer', { params: { questionId: first.questionId } });
      await shell(member);
      await profileReads(member);
    },
  },
  // ------------------------------------------------------------------ sections
  {
    name: 'profile/editing-myself',
    description: 'The free member rewrites About me and saves it.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await profileReads(member);
      await member.call('saveMyselfSection', { body: { text: 'Trail runner and amateur baker.' } });
      await shell(member);
      await profileReads(member);
    },
  },
  {
    name: 'profile/editing-step1-friendship',
    description:
      'The new member’s first step: they name themself Robin and say they want friendship; the profile answers both.',
    async run({ member }) {
      await member.login(newProfile);
      await shell(member);
      const { body } = await member.call('getOwnProfile');
      const { sections } = (body as { data: { sections: Record<string, Record<string, unknown>> } }).data;
      await profileReads(member);
      await member.call('saveBasicInfoSection', { body: { ...sections['basic-info'], name: 'Robin' } });
      await member.call('saveDatingSection', {
        body: { ...sections.dating, relationshipType: 'friendship' },
      });
      await shell(member);
      await profileReads(member);
    },
  },
  // ------------------------------------------------------------------ photos
  {
    name: 'profile/editing-photos-main',
    description: 'The free member makes their second photo the main one.',
    async run({ member }) {
      await member.login(free);
      await photoReads(member);
      const { body } = await member.call('getPhotos');
      const second = (body as { data: { photos: { id: number }[] } }).data.photos[1]!;
      await member.call('setMainPhoto', { body: { photoId: second.id } });
      await photoReads(member);
    },
  },
  {
    name: 'profile/editing-photos-import-over',
    description:
      'The free member imported six Facebook photos and picks two more; another device imports one meanwhile, so the two are refused whole.',
    async run({ member, other }) {
      const provider = { provider: 'facebook' } as const;
      const browser = await other().login(free);
      const { body } = await browser.call('getImportAlbums', { params: provider });
      const albums = (body as { data: { albums: { id: string }[] } }).data.albums;
      /** The photo ids of an album's first page. */
      const photosOf = async (who: Member, albumId: string) =>
        (
          (await who.call('getImportAlbumPhotos', { params: { ...provider, albumId } })).body as {
            data: { photos: { id: string }[] };
          }
        ).data.photos.map((photo) => photo.id);
      // Six from the last albums, so the first one (the member's pick) is untouched.
      const earlier: string[] = [];
      for (const album of [...albums].reverse()) {
        if (earlier.length >= 7) break;
        earlier.push(...(await photosOf(browser, album.id)));
      }
      await browser.call('importPhotos', { params: provider, body: { photoIds: earlier.slice(0, 6) } });

      await member.login(free);
      await photoReads(member);
      await member.call('getImportStatus', { params: provider });
      await member.call('getImportAlbums', { params: provider });
      const picked = (await photosOf(member, albums[0]!.id)).slice(0, 2);
      await browser.call('importPhotos', { params: provider, body: { photoIds: earlier.slice(6, 7) } });
      await member.call('importPhotos', { params: provider, body: { photoIds: picked } });
    },
  },
  // ------------------------------------------------------------------ verification
  {
    name: 'profile/editing-verification-small-selfie',
    description: 'The free member’s attempt waits for its selfie; the one they send is too small to check.',
    async run({ member, other }) {
      await (await other().login(free)).call('startVerification');
      await member.login(free);
      await verificationReads(member);
      await sendSelfie(member, 380);
      await verificationReads(member);
    },
  },
  // ------------------------------------------------------------------ another member's profile
  {
    name: 'profile/editing-hotlist',
    description:
      'The paying member saves a member they do not know yet to their hotlist from the member’s profile, then takes them off.',
    async run(context) {
      const { member, other } = context;
      const id = await strangerOfPaying(context, await other().login(paying));
      await member.login(paying);
      await shell(member);
      await member.call('getProfileView', { params: { id } });
      await member.call('getHotlist', { query: HOTLIST });
      await member.call('addToHotlist', { body: { memberId: id } });
      await member.call('getProfileView', { params: { id } });
      await member.call('getHotlist', { query: HOTLIST });
      await member.call('removeFromHotlist', { body: { memberId: id } });
      await member.call('getProfileView', { params: { id } });
      await member.call('getHotlist', { query: HOTLIST });
    },
  },
  {
    name: 'profile/editing-block',
    description:
      'The paying member wrote to a member a moment ago; they block them from their profile, and the inbox leaves the thread out.',
    async run(context) {
      const { member, other } = context;
      const browser = await other().login(paying);
      const id = await strangerOfPaying(context, browser);
      await browser.call('sendMessage', {
        body: { recipientId: id, body: 'Hello!', clientId: '00000000-0000-4000-8000-00000000e001' },
      });
      await member.login(paying);
      await shell(member);
      await member.call('getInbox', { query: INBOX });
      await member.call('getProfileView', { params: { id } });
      await member.call('blockMember', { body: { memberId: id } });
      await shell(member);
      await member.call('getProfileView', { params: { id } });
      await member.call('getInbox', { query: INBOX });
      await member.call('getHotlist', { query: HOTLIST });
    },
  },
];
