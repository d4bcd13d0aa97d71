// Steps the profile scenarios share (profile.ts for the page stories, editing.ts for the page tests): real images
// for uploads, the reads each profile page makes, 20Q answers, and Spotify's Web API offline.
import sharp from 'sharp';
import { twentyQuestions } from '@app/contract';
import type { SpotifyCatalogue } from '../../../apps/server/src/features/spotify/catalogue.ts';
import { SpotifyError } from '../../../apps/server/src/features/spotify/catalogue.ts';
import { sandboxCatalogue } from '../../../apps/server/src/features/spotify/sandbox.ts';
import { RECORDING_NOW } from '../determinism.ts';
import type { Member } from '../scenario.ts';
import { shell } from './shell.ts';

/** A real image the server decodes: a plain colour of `width`×`height` (small files, quick to process). */
export async function image(kind: 'jpeg' | 'png', width: number, height: number, hue = 200) {
  const raw = sharp({
    create: { width, height, channels: 3, background: { r: hue % 256, g: 120, b: (hue * 3) % 256 } },
  });
  const bytes = await (kind === 'jpeg' ? raw.jpeg() : raw.png()).toBuffer();
  return { bytes, mediaType: `image/${kind}` };
}

export async function uploadPhoto(member: Member, name: string, kind: 'jpeg' | 'png' = 'jpeg', hue = 200) {
  return member.upload('uploadPhoto', { name, ...(await image(kind, 900, 1100, hue)) });
}

/** A selfie the sandbox reviewer finds clear (or too small, `side` under its minimum). */
export async function sendSelfie(member: Member, side = 960) {
  return member.upload('submitSelfie', { name: 'selfie.png', ...(await image('png', side, 800, 30)) });
}

/** The reads of the profile pages (edit, complete, 20Q, Spotify). */
export async function profileReads(member: Member): Promise<void> {
  await member.call('getOwnProfile');
  await member.call('getTwentyQ');
  await member.call('getSpotify');
}

export async function photoReads(member: Member): Promise<void> {
  await shell(member);
  await member.call('getPhotos');
}

export async function verificationReads(member: Member): Promise<void> {
  await shell(member);
  await member.call('getVerification');
}

/** Answers the first `count` questions the member has not answered. */
export async function answer(member: Member, count: number): Promise<void> {
  for (const question of twentyQuestions.slice(0, count))
    await member.call('answerTwentyQ', { params: { questionId: question.id }, body: { answer: 'Tacos.' } });
}

/**
 * Spotify's Web API as the server's adapter sees it, offline: the sandbox's artists behind a connection each member
 * makes first; `down` names the searches Spotify fails (Spotify itself is the third party, never called).
 */
export function spotifyApi(down: readonly string[] = []): SpotifyCatalogue {
  const sandbox = sandboxCatalogue();
  const tokens = () => ({
    accessToken: 'recorder-access-token',
    refreshToken: 'recorder-refresh-token',
    expiresAt: new Date(RECORDING_NOW + 3_600_000),
  });
  return {
    provider: 'spotify',
    search: (q, page) =>
      down.includes(q)
        ? Promise.reject(new SpotifyError('unavailable', 'Spotify search: 503', 503))
        : sandbox.search(q, page),
    byIds: (ids) => sandbox.byIds(ids),
    authorizeUrl: (state, challenge) =>
      `https://accounts.spotify.com/authorize?state=${state}&code_challenge=${challenge}`,
    exchangeCode: () => Promise.resolve(tokens()),
    refresh: () => Promise.resolve(tokens()),
  };
}
