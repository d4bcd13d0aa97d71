import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getSpotify, PROFILE_ARTISTS_MAX, searchArtists } from '@app/contract';
import { failing, loadingForever, profileScenario, profileScenarios } from '@app/mocks';
import { withProfileCall } from './profile-calls';
import { freshVisit, mobile, mocked, SitePage, slow, withSite } from './site-decorator';

// Stories whose play changes the mocked profile get a store of their own, put back before each run.
const filled = profileScenario('filledProfile');
const saveFails = profileScenario('saveFails');
const returning = profileScenario('spotifyNotConnected');
/** The state Spotify's redirect carries back: the one the authorize URL was made with. */
const SPOTIFY_STATE = 'story-state';

const meta = {
  title: 'Pages/Profile/Spotify',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/edit/spotify',
    msw: mocked(profileScenarios.filledProfile()),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const chosenList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Your artists, in order' }, slow);

async function search(
  canvas: Canvas,
  userEvent: { type: (e: Element, t: string) => Promise<void> },
  q: string,
) {
  await chosenListOrEmpty(canvas);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Artist name' }), `${q}{Enter}`);
}
/** The page has loaded: the chosen list, or the words saying it is empty. */
const chosenListOrEmpty = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { name: new RegExp(`^Your artists \\(\\d+ of ${PROFILE_ARTISTS_MAX}\\)$`) },
    slow,
  );

/** Three artists chosen; search the sandbox catalogue, add one and save. */
export const SearchAddAndSave: Story = {
  parameters: { msw: mocked(filled.handlers) },
  play: async ({ canvas, userEvent }) => {
    const before = within(await chosenList(canvas)).getAllByRole('listitem').length;
    await search(canvas, userEvent, 'Nina');
    const results = await canvas.findByRole('list', { name: 'Artists matching Nina' }, slow);
    await userEvent.click(within(results).getByRole('button', { name: 'Add Nina Simone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(await canvas.findByText('Your artists are saved.', undefined, slow)).toBeInTheDocument();
    await expect(within(await chosenList(canvas)).getAllByRole('listitem')).toHaveLength(before + 1);
  },
};

/** A page of twelve results. */
export const Results: Story = {
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'the');
    const results = await canvas.findByRole('list', { name: 'Artists matching the' }, slow);
    await expect(within(results).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('navigation', { name: 'Search result pages' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'zzzzqq');
    await expect(await canvas.findByText(/No artists match “zzzzqq”/, undefined, slow)).toBeVisible();
  },
};

export const Searching: Story = {
  parameters: {
    msw: mocked(withProfileCall(profileScenarios.filledProfile(), loadingForever(searchArtists))),
  },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'Adele');
    await expect(await canvas.findByText('Searching artists', undefined, slow)).toBeInTheDocument();
  },
};

export const SearchFails: Story = {
  parameters: { msw: mocked(withProfileCall(profileScenarios.filledProfile(), failing(searchArtists))) },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'Adele');
    await expect(await canvas.findByRole('heading', { name: "Search didn't work" }, slow)).toBeVisible();
  },
};

/** Twelve artists with the longest names: the list is full and "Add" waits until one is removed. */
export const LimitReached: Story = {
  parameters: { msw: mocked(profileScenarios.longText()) },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: `Your artists (${PROFILE_ARTISTS_MAX} of ${PROFILE_ARTISTS_MAX})` },
        slow,
      ),
    ).toBeVisible();
    await search(canvas, userEvent, 'Adele');
    const results = await canvas.findByRole('list', { name: 'Artists matching Adele' }, slow);
    await expect(within(results).getByRole('button', { name: 'Add Adele' })).toBeDisabled();
  },
};

/** A new member: no artists yet. */
export const Empty: Story = {
  parameters: { msw: mocked(profileScenarios.emptyProfile()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No artists yet/, undefined, slow)).toBeVisible();
  },
};

/** The server does not answer the save: the button spins. */
export const Saving: Story = {
  parameters: { msw: mocked(profileScenarios.saveNeverAnswers()) },
  play: async ({ canvas, userEvent }) => {
    const list = await chosenList(canvas);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(canvas.getByRole('button', { name: 'Save artists' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving fails: the choices stay, with a retry. */
export const SaveFails: Story = {
  parameters: { msw: mocked(saveFails.handlers) },
  play: async ({ canvas, userEvent }) => {
    const list = await chosenList(canvas);
    const count = within(list).getAllByRole('listitem').length;
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    const failure = await canvas.findByRole('region', { name: "Your artists weren't saved" }, slow);
    await expect(within(failure).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(count - 1);
  },
};

/** The real Spotify API and no connection yet: search waits behind "Connect Spotify". */
export const NotConnected: Story = {
  parameters: { msw: mocked(profileScenarios.spotifyNotConnected()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Connect Spotify' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** Back from Spotify (?code=…&state=…): the connection is finished, the URL cleaned, and search offered. */
export const BackFromSpotify: Story = {
  parameters: {
    route: `/profile/edit/spotify?code=story-code&state=${SPOTIFY_STATE}`,
    msw: mocked(returning.handlers),
  },
  beforeEach: () => {
    if (returning.db.sessionMemberId !== null)
      returning.db.spotifyAuthStates.set(SPOTIFY_STATE, returning.db.sessionMemberId);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('search', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Connect Spotify' })).toBeNull();
  },
};

/** The member cancelled on Spotify's page (?error=access_denied). */
export const SpotifyDeclined: Story = {
  parameters: {
    route: `/profile/edit/spotify?error=access_denied&state=${SPOTIFY_STATE}`,
    msw: mocked(profileScenarios.spotifyNotConnected()),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: "Spotify isn't connected" }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mocked(withProfileCall(profileScenarios.filledProfile(), loadingForever(getSpotify))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your artists', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: mocked(withProfileCall(profileScenarios.filledProfile(), failing(getSpotify))) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load your artists" }, slow),
    ).toBeVisible();
  },
};

/** 390 px with a page of results. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'the');
    await expect(await canvas.findByRole('list', { name: 'Artists matching the' }, slow)).toBeVisible();
  },
};
