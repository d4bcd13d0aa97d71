// MSW handlers for every photos and verification endpoint of the contract (photoEndpoints) over the one store.
// JSON requests are parsed by the contract (400 naming the field); the multipart uploads are read with
// request.formData() and checked by content (photo-rules.ts). The logged-in member acts (401 when nobody is), and the
// store's photoFaults make uploads fail or hang for the failed and uploading states.
import type { Endpoint } from '@app/contract';
import {
  connectImport,
  deletePhoto,
  dismissVerifiedNotice,
  errorCodes,
  getImportAlbumPhotos,
  getImportAlbums,
  getImportStatus,
  getPhotos,
  getVerification,
  importPhotos,
  reorderPhotos,
  setMainPhoto,
  startVerification,
  submitSelfie,
  uploadPhoto,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { HandlerInput, HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { photoRulesOf } from './photo-rules.ts';

/** The photos and verification handlers over `store`, acting as its logged-in member. */
export function photoHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const rules = photoRulesOf(store);
  const viewer = () => store.currentMember()?.id;
  const handlerOptions = { viewer, ...(options.delay === undefined ? {} : { delay: options.delay }) };

  const act = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => z.input<E['response']> | Promise<z.input<E['response']>>,
  ) => contractHandler(endpoint, (input) => resolve(input, viewer()!), handlerOptions);

  /** An upload: waits or fails as photoFaults say (a dropped or failed upload stores nothing). */
  const upload = <E extends Endpoint>(
    endpoint: E,
    resolve: (input: HandlerInput<E>, me: number) => Promise<z.input<E['response']>>,
  ) =>
    act(endpoint, async (input, me) => {
      const faults = store.photoFaults;
      if (faults.uploadDelay !== 0) await delay(faults.uploadDelay);
      if (faults.upload > 0) {
        faults.upload -= 1;
        throw new ApiError(500, errorCodes.internal, messages.internal);
      }
      return resolve(input, me);
    });

  return [
    act(getPhotos, (_, me) => ({ data: rules.state(me) })),
    upload(uploadPhoto, async ({ request }, me) => ({ data: await rules.upload(me, request) })),
    act(setMainPhoto, ({ body }, me) => ({ data: rules.setMain(me, body.photoId) })),
    act(reorderPhotos, ({ body }, me) => ({ data: rules.reorder(me, body.photoIds) })),
    act(deletePhoto, ({ params }, me) => ({ data: rules.remove(me, params.photoId) })),
    act(getImportStatus, ({ params }, me) => ({ data: rules.importStatus(me, params.provider) })),
    act(connectImport, ({ params }, me) => ({ data: rules.connect(me, params.provider) })),
    act(getImportAlbums, ({ params, query }, me) => ({
      data: rules.albums(me, params.provider, query.cursor),
    })),
    act(getImportAlbumPhotos, ({ params, query }, me) => ({
      data: rules.albumPhotos(me, params.provider, params.albumId, query.cursor),
    })),
    act(importPhotos, ({ params, body }, me) => ({
      data: rules.importPhotos(me, params.provider, body.photoIds),
    })),
    act(getVerification, (_, me) => ({ data: rules.verification(me) })),
    act(startVerification, (_, me) => ({ data: rules.start(me) })),
    upload(submitSelfie, async ({ request }, me) => ({ data: await rules.submitSelfie(me, request) })),
    act(dismissVerifiedNotice, (_, me) => ({ data: rules.dismissNotice(me) })),
  ];
}
