// The photos' and verification's rules over the one store's tables (no state of their own), the server's rules:
// upload checked by content, main photo, order, delete, moderation (own-photos.ts), import from the Facebook and
// Instagram sandboxes or Graph API adapters once connected (import-rules.ts), and the selfie verification with the
// offline sandbox reviewer (verification-rules.ts). After every change the member's `images` and verification status
// (the current profile) and their community record follow.
import type { MockStore } from '../store.ts';
import { importRulesOf } from './import-rules.ts';
import { ownPhotosOf } from './own-photos.ts';
import { verificationRulesOf } from './verification-rules.ts';

export { photoMessages } from './photo-messages.ts';
export { readUpload } from './upload.ts';
export type { CheckedUpload } from './upload.ts';

/** The photos' and verification's rules over `store`, read at every call (so `store.reset()` is seen at once). */
export function photoRulesOf(store: MockStore) {
  const own = ownPhotosOf(store);
  const { photosOf, sync, state, upload, setMain, reorder, remove } = own;
  return {
    store,
    photosOf,
    sync,
    state,
    upload,
    setMain,
    reorder,
    remove,
    ...importRulesOf(store, own),
    ...verificationRulesOf(store, own),
  };
}
export type PhotoRules = ReturnType<typeof photoRulesOf>;
