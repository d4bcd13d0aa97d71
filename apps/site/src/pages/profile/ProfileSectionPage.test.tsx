import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile } from '@app/contract';
import { errorCodes } from '@app/contract';
import { allHandlers, profileScenario } from '@app/mocks';
import { LinkProvider } from '@app/ui';
import { RouterLink } from '../../app/RouterLink';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import ProfileSectionPage from './ProfileSectionPage';
import ProfileStepPage from './ProfileStepPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function Where() {
  const { pathname } = useLocation();
  return <p>{`Now at ${pathname}`}</p>;
}

function open(path: string, scenario: Parameters<typeof profileScenario>[0] = 'filledProfile') {
  const { db, handlers } = profileScenario(scenario);
  server.use(...allHandlers(handlers));
  const view = renderAt(
    path,
    <LinkProvider component={RouterLink}>
      <Routes>
        <Route
          path={paths.profileEdit.href('basic-info')}
          element={<ProfileSectionPage section="basic-info" />}
        />
        <Route path={paths.profileEdit.href('myself')} element={<ProfileSectionPage section="myself" />} />
        <Route path={paths.profileEdit.href('step1')} element={<ProfileStepPage step="step1" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </LinkProvider>,
  );
  return { db, ...view };
}

const nameBox = () => screen.findByRole('textbox', { name: /Display name/ });

describe('ProfileSectionPage', () => {
  it('saves a section: the own profile and the stored current profile hold the change, then profile/edit opens', async () => {
    const { queryClient } = open(paths.profileEdit.href('basic-info'));
    const name = await nameBox();
    await userEvent.clear(name);
    await userEvent.type(name, 'Alexandra');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /profile/edit')).toBeInTheDocument();
    const own = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(own?.sections['basic-info'].name).toBe('Alexandra');
    await waitFor(() => expect(session.currentProfile()?.data.name).toBe('Alexandra'));
  });

  it('shows the field the server refused beside it and keeps what was typed', async () => {
    open(paths.profileEdit.href('basic-info'));
    server.use(
      http.put('*/api/user/profile/sections/basic-info', () =>
        HttpResponse.json(
          { error: { code: errorCodes.invalidRequest, message: 'Choose another name', field: 'name' } },
          { status: 400 },
        ),
      ),
    );
    const name = await nameBox();
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Choose another name/));
    expect(name).toHaveValue('Admin');
  });

  it('keeps what was typed across a failed save, and the retry saves it', async () => {
    const { db } = open(paths.profileEdit.href('myself'));
    db.profileFaults.save = 1;
    const text = await screen.findByRole('textbox', { name: 'About me' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Trail runner and amateur baker.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: "Your changes weren't saved" })).toBeInTheDocument();
    expect(text).toHaveValue('Trail runner and amateur baker.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Now at /profile/edit')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving goes', async () => {
    open(paths.profileEdit.href('myself'));
    const text = await screen.findByRole('textbox', { name: 'About me' });
    await userEvent.type(text, ' And I sing.');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((text as HTMLTextAreaElement).value.endsWith(' And I sing.')).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Now at /profile/edit')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    open(paths.profileEdit.href('myself'));
    await screen.findByRole('textbox', { name: 'About me' });
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Now at /profile/edit')).toBeInTheDocument();
  });
});

describe('ProfileStepPage', () => {
  it('saves the step’s sections together and goes on to the next step', async () => {
    const { queryClient } = open(paths.profileEdit.href('step1'), 'emptyProfile');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    // Men only, whatever sign-up chose.
    await screen.findByRole('checkbox', { name: 'Men' });
    for (const name of ['Women', 'Men', 'Non-binary people']) {
      const box = screen.getByRole('checkbox', { name });
      if ((box as HTMLInputElement).checked !== (name === 'Men')) await userEvent.click(box);
    }
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Looking for' }), 'long-term');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Now at /profile/edit/step2')).toBeInTheDocument();
    const own = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(own?.sections.dating).toMatchObject({ seeking: ['man'], relationshipType: 'long-term' });
  });

  it('stays on step 1 until the member says what kind of relationship they want, keeping what was typed', async () => {
    const { queryClient } = open(paths.profileEdit.href('step1'), 'emptyProfile');
    const name = await nameBox();
    await userEvent.clear(name);
    await userEvent.type(name, 'Robin');
    const women = screen.getByRole('checkbox', { name: 'Women' });
    if (!(women as HTMLInputElement).checked) await userEvent.click(women);
    const relationship = screen.getByRole('combobox', { name: 'Looking for' });
    await userEvent.selectOptions(relationship, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(relationship).toHaveAccessibleDescription(/Choose what kind of relationship you want/),
    );
    expect(screen.queryByText(/Now at/)).toBeNull();
    expect(name).toHaveValue('Robin');
    expect(women).toBeChecked();
    const own = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(own?.sections['basic-info'].name).not.toBe('Robin');

    await userEvent.selectOptions(relationship, 'friendship');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Now at /profile/edit/step2')).toBeInTheDocument();
  });
});
