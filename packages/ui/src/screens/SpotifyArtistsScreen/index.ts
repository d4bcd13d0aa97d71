export { SpotifyArtistsScreen } from './SpotifyArtistsScreen';
export type { SpotifyArtistsScreenProps, SpotifySaveOutcome } from './SpotifyArtistsScreen';
export type { ArtistSearchView } from './SpotifyArtistsScreenSearch';
