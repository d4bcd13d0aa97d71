// The offline sandbox catalogue: demo-data's few hundred well-known artists, searched in memory, so artist search
// works with no network and no Spotify account (npm start, tests, e2e).
import type { Artist } from '@app/contract';
import { SPOTIFY_ARTISTS_PER_PAGE } from '@app/contract';
// The artists module alone: the package's index would load faker (seeding only) at every start.
import { sandboxArtists } from '@app/demo-data/artists';
import type { SandboxCatalogue } from './catalogue.ts';

/** A sandbox over `artists` (demo-data's catalogue by default). */
export function sandboxCatalogue(artists: readonly Artist[] = sandboxArtists): SandboxCatalogue {
  const byId = new Map(artists.map((artist) => [artist.id, artist]));
  const lowerNames = artists.map((artist) => artist.name.toLowerCase());
  const lowerGenres = artists.map((artist) => artist.genres.map((genre) => genre.toLowerCase()));

  return {
    provider: 'sandbox',
    async search(q, page) {
      const needle = q.trim().toLowerCase();
      // Names starting with the text first, then names containing it, then genres: "queen" lists Queen before
      // Queens of the Stone Age, and "jazz" still lists the jazz players.
      const starts: Artist[] = [];
      const contains: Artist[] = [];
      const genre: Artist[] = [];
      artists.forEach((artist, i) => {
        const name = lowerNames[i] ?? '';
        if (name.startsWith(needle)) starts.push(artist);
        else if (name.includes(needle)) contains.push(artist);
        else if (lowerGenres[i]?.some((g) => g.includes(needle))) genre.push(artist);
      });
      const matches = [...starts, ...contains, ...genre];
      const from = (page - 1) * SPOTIFY_ARTISTS_PER_PAGE;
      return { items: matches.slice(from, from + SPOTIFY_ARTISTS_PER_PAGE), total: matches.length };
    },
    async byIds(ids) {
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
