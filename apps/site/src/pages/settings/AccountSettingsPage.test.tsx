import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExportStatus } from '@app/contract';
import type { ToastOptions } from '@app/ui';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  deletionCopy,
  errorCopy,
  getDataExport,
  requestAccountDeletion,
  requestDataExport,
} from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { recorded, recordedAnswer, recordedRequest } from '@app/mocks';
import { paths } from '../../config/paths';
import { RequireSession } from '../../features/session/RequireSession';
import { queryKeys } from '../../lib/query-keys';
import { subscribeToasts } from '../../lib/toasts';
import { renderAt } from '../../test/render';
import AccountSettingsPage from './AccountSettingsPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

// "Your data" over recordings of the real server (scripts/record/scenarios/account.ts): the free member asks for a
// copy, finds it ready (opened from the mail's link), or is refused because another tab asked within the day.
const page = paths.accountSettings.href();

function open(scenario: ScenarioName, { query = '', first = [] as HttpHandler[] } = {}) {
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
  return renderAt(
    `${page}${query}`,
    <Routes>
      <Route path={page} element={<AccountSettingsPage />} />
    </Routes>,
  );
}

const yourData = () => screen.findByRole('region', { name: 'Your data' });

describe('AccountSettingsPage: your data', () => {
  it('asks for a copy: the status says it is being prepared, the button waits, and the status is read again meanwhile', async () => {
    const { queryClient } = open('account/data-export-asked');
    const section = await yourData();
    await userEvent.click(await within(section).findByRole('button', { name: 'Download my data' }));
    expect(
      await within(section).findByText("We're preparing your file; we'll email you when it's ready."),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(queryClient.getQueryData<DataExportStatus>(queryKeys.account.dataExport())?.state).toBe(
      'preparing',
    );
    // While preparing, the query reads the status on an interval (the live channel says nothing of exports).
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.account.dataExport() });
    const interval = (query?.options as { refetchInterval?: (q: unknown) => unknown }).refetchInterval;
    expect(typeof interval === 'function' ? interval(query) : interval).toBeGreaterThanOrEqual(10_000);
  });

  it('opened from the mail: the ready copy as a plain download link, until when, the heading focused', async () => {
    open('account/data-export-ready', { query: '?export=ready' });
    const status = recordedAnswer('account/data-export-ready', 'getDataExport').data;
    if (status.state !== 'ready') throw new Error('expected a ready export');
    const section = await yourData();
    const link = await within(section).findByRole('link', { name: /^Download \(5(\.\d)? KB\)$/ });
    expect(link).toHaveAttribute('href', DATA_EXPORT_DOWNLOAD_PATH);
    expect(link).toHaveAccessibleDescription('Available until Nov 27, 2026');
    expect(within(section).getByText('You can ask for a new copy from Nov 21, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Your data' })).toHaveFocus());
  });

  it('refused within the day (asked in another tab): the server’s message, then the ready copy', async () => {
    open('account/data-export-too-soon');
    const section = await yourData();
    await userEvent.click(await within(section).findByRole('button', { name: 'Download my data' }));
    expect(
      await within(section).findByRole('region', { name: 'Your copy was not started' }),
    ).toHaveTextContent(errorCopy.data_export_too_soon(24));
    expect(await within(section).findByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      DATA_EXPORT_DOWNLOAD_PATH,
    );
  });

  it('a request that does not reach the server says so; asking again works', async () => {
    let drops = 1;
    open('account/data-export-asked', {
      first: [
        http.post(`*${requestDataExport.path}`, () => {
          if (drops-- > 0) return HttpResponse.error();
          return undefined;
        }),
      ],
    });
    const section = await yourData();
    await userEvent.click(await within(section).findByRole('button', { name: 'Download my data' }));
    expect(
      await within(section).findByRole('region', { name: 'Your copy was not started' }),
    ).toHaveTextContent(/connection/i);
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(
      await within(section).findByText("We're preparing your file; we'll email you when it's ready."),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Your copy was not started' })).toBeNull();
  });

  it('a status that cannot be read offers a retry', async () => {
    let drops = 1;
    open('account/data-export-asked', {
      first: [
        http.get(`*${getDataExport.path}`, () => {
          if (drops-- > 0) return HttpResponse.error();
          return undefined;
        }),
      ],
    });
    const section = await yourData();
    expect(await within(section).findByRole('alert')).toHaveTextContent("We couldn't check your copy.");
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('AccountSettingsPage: delete your account', () => {
  /** The page inside the member area's session guard, which sends a forgotten member to the login page. */
  function openInMemberArea(scenario: ScenarioName, first: HttpHandler[] = []) {
    server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
    const toasts: ToastOptions[] = [];
    const view = renderAt(
      page,
      <Routes>
        <Route
          path={page}
          element={
            <RequireSession>
              <AccountSettingsPage />
            </RequireSession>
          }
        />
        <Route path={paths.login.path} element={<h1>Log in</h1>} />
      </Routes>,
    );
    const unsubscribe = subscribeToasts((toast) => toasts.push(toast));
    return { ...view, toasts, unsubscribe };
  }

  const panel = () => screen.findByRole('region', { name: 'Delete your account' });
  /** The password the recording sent: the demo member's. */
  const asked = recordedRequest('account/deletion-asked', 'requestAccountDeletion') as { password: string };

  async function confirmWith(password: string) {
    const section = await panel();
    await userEvent.click(await within(section).findByRole('button', { name: 'Delete my account' }));
    await userEvent.type(within(section).getByLabelText(/^Your password/), password);
    // The confirm step's own "Delete my account" submits (the opener is gone).
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    return section;
  }

  it('asked with the password: the member is forgotten here and lands on the login page, told the date and how to undo it', async () => {
    const sent: unknown[] = [];
    const { queryClient, toasts, unsubscribe } = openInMemberArea('account/deletion-asked', [
      http.post(`*${requestAccountDeletion.path}`, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    ]);
    try {
      await confirmWith(asked.password);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(sent).toEqual([asked]);
      expect(queryClient.getQueryData(queryKeys.session.profile())).toBeNull();
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Your account will be deleted',
          description: expect.stringMatching(/deleted for good on Dec 20, 2026\. .*Log in before then/),
          duration: Infinity,
        }),
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('a wrong password: the server’s message beside the field, still logged in on the page', async () => {
    const { queryClient, toasts, unsubscribe } = openInMemberArea('account/deletion-wrong-password');
    try {
      const wrong = recordedRequest('account/deletion-wrong-password', 'requestAccountDeletion') as {
        password: string;
      };
      const section = await confirmWith(wrong.password);
      expect(await within(section).findByText(deletionCopy.wrongPassword)).toBeInTheDocument();
      expect(within(section).getByLabelText(/^Your password/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull();
      expect(queryClient.getQueryData(queryKeys.session.profile())).not.toBeNull();
      expect(toasts).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
