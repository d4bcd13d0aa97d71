import { createContext } from 'react';

/**
 * Asked once when a ProfileCard mounts: whether its photo fades in PHOTO_CARD_DELAY_MS after the card (true, the
 * default) or is simply there. A host whose cards are already on screen when they mount (e.g. HTML painted before
 * the code ran) answers false for those, so a photo the member already sees does not vanish and fade in again.
 */
export const PhotoFadeInContext = createContext<() => boolean>(() => true);
