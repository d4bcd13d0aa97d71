import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationState } from '@app/contract';
import { submitSelfie, verificationRejections } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import HomePage from '../member/HomePage';
import VerificationSettingsPage from './VerificationSettingsPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

// The page over recordings of the real server (scripts/record/scenarios/profile.ts and editing.ts) with the sandbox
// reviewer: what the reviewer decides of a selfie (clear, too small) is the scenario's; the file's bytes are not
// looked at by a replay.
const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

const page = paths.verificationSettings.href();

function open(scenario: ScenarioName, ...first: HttpHandler[]) {
  server.use(...handlersOf(scenario, ...first));
  return renderAt(
    page,
    <Routes>
      <Route path={page} element={<VerificationSettingsPage />} />
    </Routes>,
  );
}

/** A 1×1 PNG: a selfie as the browser hands it over (its content is the scenario's, not this file's). */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const selfie = (name = 'selfie.png') => new File([onePixelPng], name, { type: 'image/png' });

async function sendSelfie(file: File) {
  await userEvent.upload(await screen.findByLabelText('Take a selfie'), file);
  expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send selfie' }));
}

describe('VerificationSettingsPage', () => {
  it('rejected → the modal says why → retry with a new pose → verified: the stored profile follows, the notice shows once', async () => {
    const { queryClient } = open('profile/verification-rejected-no-match');
    const reason = verificationRejections.no_match;
    const dialog = await screen.findByRole('alertdialog', { name: reason.title });
    expect(dialog).toHaveTextContent(reason.message);
    await waitFor(() => expect(session.currentProfile()?.verificationStatus).toBe('rejected'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Copy this pose' })).toBeInTheDocument();

    await sendSelfie(selfie());
    const notice = await screen.findByRole('region', { name: 'Your profile is verified' });
    await waitFor(() => expect(session.currentProfile()?.verificationStatus).toBe('verified'));
    // Shown once: the server is told at once, and the notice stays until the member closes it.
    await waitFor(() =>
      expect(
        queryClient.getQueryData<VerificationState>(queryKeys.verification.state())?.showVerifiedNotice,
      ).toBe(false),
    );
    expect(notice).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Your profile is verified' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'You are verified' })).toBeInTheDocument();
  });

  it('a selfie too small for the reviewer is rejected: the unclear-selfie modal, and the stored profile says rejected', async () => {
    open('profile/editing-verification-small-selfie');
    await sendSelfie(selfie('small.png'));
    const reason = verificationRejections.unclear_selfie;
    expect(await screen.findByRole('alertdialog', { name: reason.title })).toBeInTheDocument();
    await waitFor(() => expect(session.currentProfile()?.verificationStatus).toBe('rejected'));
  });

  it('a dropped connection keeps the selfie and says so; sending again works', async () => {
    let drops = 1;
    open(
      'profile/verification-started',
      http.post(`*${submitSelfie.path}`, () => {
        if (drops-- > 0) return HttpResponse.error();
        return undefined;
      }),
    );
    await sendSelfie(selfie());
    expect(await screen.findByRole('alert')).toHaveTextContent(/network request failed/i);
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send selfie' }));
    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeInTheDocument();
    await waitFor(() => expect(session.currentProfile()?.verificationStatus).toBe('verified'));
  });

  it('no approved photo: the modal leads to the photos page', async () => {
    open('profile/verification-rejected-no-photo');
    const dialog = await screen.findByRole('alertdialog', {
      name: verificationRejections.no_photo.title,
    });
    expect(within(dialog).getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      paths.profilePhotos.href(),
    );
  });
});

describe('HomePage', () => {
  it('shows the verified notice a member has not seen, once', async () => {
    server.use(...handlersOf('profile/verification-notice-unseen'));
    const home = paths.home.href();
    const { queryClient: firstVisit, unmount } = renderAt(
      home,
      <Routes>
        <Route path={home} element={<HomePage />} />
      </Routes>,
    );
    expect(await screen.findByRole('region', { name: 'Your profile is verified' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        firstVisit.getQueryData<VerificationState>(queryKeys.verification.state())?.showVerifiedNotice,
      ).toBe(false),
    );
    unmount();

    // The next visit reads the state again: seen, so no notice.
    const { queryClient: nextVisit } = renderAt(
      home,
      <Routes>
        <Route path={home} element={<HomePage />} />
      </Routes>,
    );
    await waitFor(() => expect(nextVisit.getQueryData(queryKeys.verification.state())).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Your profile is verified' })).toBeNull();
  });
});
