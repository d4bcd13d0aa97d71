export { SpotifyArtistsScreen } from './SpotifyArtistsScreen';
export type { SpotifyArtistsScreenProps, SpotifySaveOutcome } from './SpotifyArtistsScreen';
export { artistSearchResults } from './SpotifyArtistsScreenSearch';
export type { ArtistSearchView } from './SpotifyArtistsScreenSearch';
