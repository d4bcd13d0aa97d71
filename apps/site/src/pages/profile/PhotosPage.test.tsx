import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotosState } from '@app/contract';
import { PHOTO_MAX_BYTES } from '@app/contract';
import { XSRF_HEADER } from '@app/client';
import type { ScenarioName } from '@app/mocks';
import { recorded, recordedAnswer } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import PhotosPage from './PhotosPage';
import { pageTestServer } from '../../test/server';

// The page over recordings of the real server (scripts/record/scenarios/profile.ts and editing.ts): the free member's
// three photos (profile/photos-filled: two uploads), a new main photo (profile/editing-photos-main), and an import
// refused whole (profile/editing-photos-import-over). The upload goes through a scripted XMLHttpRequest: the test
// decides when progress is reported and how the request ends, with the server's recorded answer to that upload.

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
  /**
   * Sends the request on to the server (the recording's replay, which moves on past the upload) and gives back what
   * hands its answer to the page.
   */
  async reachServer(): Promise<() => void> {
    const response = await fetch(new URL(this.url, location.href), {
      method: this.method,
      headers: this.headers,
      body: this.body,
    });
    const body: unknown = await response.json();
    return () => this.answer(response.status, body);
  }
}

const server = pageTestServer();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  document.cookie = 'XSRF-TOKEN=token-123';
});

const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

function open(scenario: ScenarioName = 'profile/photos-filled') {
  server.use(...handlersOf(scenario));
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

    // Both files reach the server (each upload the recording's: the fourth photo, then the fifth); the answers
    // come back one at a time.
    const [first, second] = await Promise.all(sent.map((request) => request.reachServer()));
    first!();
    expect(await screen.findByRole('listitem', { name: 'Photo 4' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading beach.jpg' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading party.jpg' })).toBeInTheDocument();
    second!();
    expect(await screen.findByRole('listitem', { name: 'Photo 5' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading party.jpg' })).toBeNull(),
    );
    const uploaded = recordedAnswer('profile/photos-filled', 'uploadPhoto', { nth: 1 }).data;
    await waitFor(() =>
      expect(queryClient.getQueryData<PhotosState>(queryKeys.photos.state())?.photos).toEqual(
        uploaded.photos,
      ),
    );
  });

  it('a dropped connection says so and offers a retry; the saved photos stay', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.upload(fileInput(), [jpeg('beach.jpg')]);
    sent[0]!.progress(60);
    sent[0]!.drop();
    expect(await screen.findByText(/The connection dropped/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Photo \d/ })).toHaveLength(3);

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
    open('profile/editing-photos-main');
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Make main photo 2' }));
    expect(await screen.findByRole('listitem', { name: 'Photo 2, main photo' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Photo 1' })).toBeInTheDocument();
  });

  it('an import over the limit is refused whole, and the dialog says why', async () => {
    // Six Facebook photos imported already (two more allowed); another device imports one while the dialog is open.
    const scenario = 'profile/editing-photos-import-over';
    const album = recordedAnswer(scenario, 'getImportAlbums').data.albums[0]!;
    const refusal = recordedAnswer(scenario, 'importPhotos', { status: 400 }) as unknown as {
      error: { message: string };
    };
    open(scenario);
    await screen.findByRole('listitem', { name: 'Photo 1, main photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Import from Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Facebook' });
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(album.name) }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Photo 1' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Photo 2' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Photo 3' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 photos' }));
    expect(await within(dialog).findByText(refusal.error.message)).toBeInTheDocument();
    // The page behind the modal is hidden from assistive technology while the dialog is open.
    const before = recordedAnswer(scenario, 'getPhotos').data.photos;
    const grid = screen.getByRole('list', { name: 'Your photos', hidden: true });
    expect(within(grid).getAllByRole('listitem', { name: /^Photo \d/, hidden: true })).toHaveLength(
      before.length,
    );
  });
});
