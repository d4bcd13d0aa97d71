import { createContext } from 'react';

/**
 * Whether a card photo that mounts now fades in PHOTO_CARD_DELAY_MS after its card (the default), read once when the
 * card mounts. A page the server rendered arrives whole: the app sets `current` to false while that page hydrates, so
 * its cards keep the photos the first paint showed (no fade from nothing, and the main photo counts as painted at
 * once), and sets it back to true afterwards, so cards of later pages fade in.
 */
export const PhotoEntranceContext = createContext<{ current: boolean }>({ current: true });
