import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnPhoto, PhotosState } from '@app/contract';
import {
  MAX_FACEBOOK_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MEMBER_MAX,
  photoErrorCodes,
  photoMediaTypes,
} from '@app/contract';
import { XSRF_HEADER } from '@app/client';
import { allHandlers, profileScenario } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import PhotosPage from './PhotosPage';

// The photos endpoints answered here from a small in-memory list (so each test states exactly what the server holds);
// the rest of the member area (session, current profile) comes from the mocks' profile scenario. The upload goes
// through a scripted XMLHttpRequest: the test decides when progress is reported and how the request ends.

const photo = (id: number, position: number, isMain = false): OwnPhoto => ({
  id,
  isMain,
  position,
  moderation: 'approved',
  rejectionReason: null,
  source: 'upload',
  urls: { grid: `/p/${id}-grid.webp`, card: `/p/${id}-card.webp`, full: `/p/${id}-full.webp` },
  width: 1600,
  height: 1600,
  createdAt: '2026-11-20T10:00:00.000Z',
});

let photos: OwnPhoto[] = [];
let importedFromFacebook = 0;
const stateOf = (): PhotosState => ({
  photos,
  limits: {
    maxPhotos: PHOTOS_PER_MEMBER_MAX,
    maxBytes: PHOTO_MAX_BYTES,
    mediaTypes: [...photoMediaTypes],
    imported: { facebook: importedFromFacebook, instagram: 0 },
  },
});

const photoHandlers = [
  http.get('*/api/user/photos', () => HttpResponse.json({ data: stateOf() })),
  http.put('*/api/user/photos/main', async ({ request }) => {
    const { photoId } = (await request.json()) as { photoId: number };
    photos = photos.map((entry) => ({ ...entry, isMain: entry.id === photoId }));
    return HttpResponse.json({ data: stateOf() });
  }),
  http.get('*/api/user/photos/import/:provider', () =>
    HttpResponse.json({
      data: {
        provider: 'facebook',
        connected: true,
        sandbox: true,
        imported: importedFromFacebook,
        limit: 8,
      },
    }),
  ),
  http.get('*/api/user/photos/import/:provider/albums', () =>
    HttpResponse.json({
      data: { albums: [{ id: 'a1', name: 'Summer', photoCount: 3, coverUrl: null }], nextCursor: null },
    }),
  ),
  http.get('*/api/user/photos/import/:provider/albums/:albumId', () =>
    HttpResponse.json({
      data: {
        photos: [1, 2, 3].map((n) => ({
          id: `fb-${n}`,
          thumbUrl: `/fb/${n}.jpg`,
          width: 900,
          height: 900,
          imported: false,
        })),
        nextCursor: null,
      },
    }),
  ),
  http.post('*/api/user/photos/import/:provider', () =>
    HttpResponse.json(
      {
        error: {
          code: photoErrorCodes.importLimit,
          message: `You can import at most ${MAX_FACEBOOK_PHOTOS} photos from Facebook.`,
          field: 'photoIds',
        },
      },
      { status: 400 },
    ),
  ),
];

/** The XMLHttpRequests the page opened, to be driven by the test. */
const sent: ScriptedXhr[] = [];
class ScriptedXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  drop() {
    this.onerror?.();
  }
}

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  photos = [photo(1, 0, true), photo(2, 1)];
  importedFromFacebook = 0;
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  document.cookie = 'XSRF-TOKEN=token-123';
});

function open() {
  const { handlers } = profileScenario('fourAnswers');
  server.use(...photoHandlers, ...allHandlers(handlers));
  const path = paths.profilePhotos.href();
  return renderAt(
    path,
    <Routes>
      <Route path={path} element={<PhotosPage />} />
    </Routes>,
  );
}

const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const fileInput = () => screen.getByTestId('photo-file-input') as HTMLInputElement;

describe('PhotosPage', () => {
  it('uploads two files at once with a progress bar each, and the new photo joins the grid', async () => {
    const { queryClient } = open();
    expect(await screen.findByRole('listitem', { name: 'Photo 1, main photo' })).toBeInTheDocument();
    await userEvent.upload(fileInput(), [jpeg('beach.jpg'), jpeg('party.jpg')]);

    expect(sent).toHaveLength(2);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/user/photos');
    expect(sent[0]!.headers[XSRF_HEADER]).toBe('token-123');
    expect((sent[0]!.body!.get('photo') as File).name).toBe('beach.jpg');

    sent[0]!.progress(30);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading beach.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByRole('progressbar', { name: 'Uploading party.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    photos = [...photos, photo(3, 2)];
    sent[0]!.answer(200, { data: { ...stateOf(), photo: photo(3, 2) } });
    expect(await screen.findByRole('listitem', { name: 'Photo 3' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading beach.jpg' })).toBeNull();
    expect(queryClient.getQueryData<PhotosState>(queryKeys.photos.state())?.photos).toHaveLength(3);
  });

  it('a dropped connection says so and offers a retry; the saved photos stay', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.upload(fileInput(), [jpeg('beach.jpg')]);
    sent[0]!.progress(60);
    sent[0]!.drop();
    expect(await screen.findByText(/The connection dropped/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Photo \d/ })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sent).toHaveLength(2);
    expect(await screen.findByRole('progressbar', { name: 'Uploading beach.jpg' })).toBeInTheDocument();
  });

  it('refuses before sending: an empty file, a wrong type and an oversize photo, one message each', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    const big = jpeg('huge.jpg', 1);
    Object.defineProperty(big, 'size', { value: PHOTO_MAX_BYTES + 1 });
    // The picker's `accept` would hide the wrong type; a drop or a picker set to "All files" does not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), [
        new File([], 'empty.jpg', { type: 'image/jpeg' }),
        new File(['hello'], 'notes.gif', { type: 'image/gif' }),
        big,
      ]);
    expect(sent).toHaveLength(0);
    expect(await screen.findByText(/This file is empty/)).toBeInTheDocument();
    expect(screen.getByText(/not a photo we can use/)).toBeInTheDocument();
    expect(screen.getByText(/This photo is too large/)).toBeInTheDocument();
  });

  it('makes another photo the main one', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Make main photo 2' }));
    expect(await screen.findByRole('listitem', { name: 'Photo 2, main photo' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Photo 1' })).toBeInTheDocument();
  });

  it('an import over the limit is refused whole, and the dialog says why', async () => {
    importedFromFacebook = 6;
    open();
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Import from Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Facebook' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Summer/ }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Photo 1' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Photo 2' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Photo 3' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 photos' }));
    expect(await within(dialog).findByText(/at most 8 photos from Facebook/)).toBeInTheDocument();
    // The page behind the modal is hidden from assistive technology while the dialog is open.
    expect(screen.getAllByRole('listitem', { name: /^Photo \d/, hidden: true })).toHaveLength(2);
  });
});
