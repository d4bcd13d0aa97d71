// Illustrated sample portraits shipped with the repo, for stories and tests (no network images).
import anna from './portrait-anna.svg';
import ben from './portrait-ben.svg';
import chloe from './portrait-chloe.svg';

export const samplePortraits = { anna, ben, chloe } as const;

/** A data URI that never decodes: makes an image fail without any network request. */
export const brokenImageSrc = 'data:image/png;base64,AAAA';
