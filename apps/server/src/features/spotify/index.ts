// Spotify artists on a member's profile: the artist catalogue (offline sandbox or the Spotify Web API), the
// member's Spotify connection and their chosen artists.
import type { Database } from '../../db/database.ts';
import { spotifyRepository } from './spotify.repository.ts';

export { default } from './spotify.routes.ts';
export type { ArtistCatalogue } from './catalogue.ts';

export function spotifyRepositories(db: Database) {
  return { spotify: spotifyRepository(db) };
}
