import type { HttpHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer } from '@app/mocks';
import { LinkProvider } from '@app/ui';
import { RouterLink } from '../../app/RouterLink';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import ProfileSectionPage from './ProfileSectionPage';
import ProfileStepPage from './ProfileStepPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

// The pages over recordings of the real server: the free member renaming themself (profile/section-saved), refused
// (profile/section-refused), rewriting About me (profile/editing-myself), and the new member's first step
// (profile/empty, profile/editing-step1-friendship); generic failures first where a test needs one.
const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

/** The section saves the page sent (PUT paths), in order. */
function savesSent(): string[] {
  const saves: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') saves.push(new URL(request.url).pathname);
  });
  return saves;
}

function Where() {
  const { pathname } = useLocation();
  return <p>{`Now at ${pathname}`}</p>;
}

function open(path: string, scenario: ScenarioName = 'profile/filled', ...first: HttpHandler[]) {
  server.use(...handlersOf(scenario, ...first));
  const saves = savesSent();
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
  return { saves, ...view };
}

const nameBox = () => screen.findByRole('textbox', { name: /Display name/ });

describe('ProfileSectionPage', () => {
  it('saves a section: the own profile and the stored current profile hold the change, then profile/edit opens', async () => {
    const { queryClient } = open(paths.profileEdit.href('basic-info'), 'profile/section-saved');
    const name = await nameBox();
    await userEvent.clear(name);
    await userEvent.type(name, 'Alexandra');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /profile/edit')).toBeInTheDocument();
    const own = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(own?.sections['basic-info'].name).toBe('Alexandra');
    await waitFor(() => expect(session.currentProfile()?.data.name).toBe('Alexandra'));
  });

  it('refuses a one-letter name beside the field with the server’s own words, keeps it, and sends nothing', async () => {
    // The form checks each section with the contract's schemas, the server's own, before saving: what the server
    // refuses (profile/section-refused recorded its answer to a one-letter name) is refused on the page already.
    const scenario = 'profile/section-refused';
    const { saves } = open(paths.profileEdit.href('basic-info'), scenario);
    const refusal = recordedAnswer(scenario, 'saveBasicInfoSection', { status: 400 }) as unknown as {
      error: { message: string; field: string };
    };
    expect(refusal.error.field).toBe('name');
    const name = await nameBox();
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(refusal.error.message)),
    );
    expect(name).toHaveValue('A');
    expect(saves).toEqual([]);
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('keeps what was typed across a failed save, and the retry saves it', async () => {
    open(paths.profileEdit.href('myself'), 'profile/editing-myself', failing('saveMyselfSection'));
    const text = await screen.findByRole('textbox', { name: 'About me' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Trail runner and amateur baker.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: "Your changes weren't saved" })).toBeInTheDocument();
    expect(text).toHaveValue('Trail runner and amateur baker.');
    // The server answers again: the recording alone (the replay starts over; nothing was saved yet).
    server.resetHandlers();
    server.use(...handlersOf('profile/editing-myself'));
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
    const { queryClient } = open(paths.profileEdit.href('step1'), 'profile/empty');
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
    const { queryClient, saves } = open(paths.profileEdit.href('step1'), 'profile/editing-step1-friendship');
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
    expect(saves).toEqual([]);
    expect(name).toHaveValue('Robin');
    expect(women).toBeChecked();
    const own = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(own?.sections['basic-info'].name).not.toBe('Robin');

    await userEvent.selectOptions(relationship, 'friendship');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Now at /profile/edit/step2')).toBeInTheDocument();
    const saved = queryClient.getQueryData<OwnProfile>(queryKeys.ownProfile.current());
    expect(saved?.sections['basic-info'].name).toBe('Robin');
    expect(saved?.sections.dating.relationshipType).toBe('friendship');
  });
});
