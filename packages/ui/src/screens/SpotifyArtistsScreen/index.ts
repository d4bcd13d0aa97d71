export { SpotifyArtistsScreen } from './SpotifyArtistsScreen';
export type { ArtistSearchView, SpotifyArtistsScreenProps, SpotifySaveOutcome } from './SpotifyArtistsScreen';
