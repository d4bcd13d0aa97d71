import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROFILE_ARTISTS_MAX } from '@app/contract';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** The state Spotify's redirect carries back (the replay answers the recorded connection whatever it is). */
const SPOTIFY_STATE = 'story-state';

const meta = {
  title: 'Pages/Profile/Spotify',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/edit/spotify',
    msw: recorded('profile/filled'),
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
  parameters: { msw: recorded('profile/spotify-add') },
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
    msw: recorded('profile/filled', loadingForever('searchArtists')),
  },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'Adele');
    await expect(await canvas.findByText('Searching artists', undefined, slow)).toBeInTheDocument();
  },
};

export const SearchFails: Story = {
  parameters: { msw: recorded('profile/filled', failing('searchArtists')) },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'Adele');
    await expect(await canvas.findByRole('heading', { name: "Search didn't work" }, slow)).toBeVisible();
  },
};

/** Twelve artists with the longest names: the list is full and "Add" waits until one is removed. */
export const LimitReached: Story = {
  parameters: { msw: recorded('profile/long-text') },
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
  parameters: { msw: recorded('profile/empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No artists yet/, undefined, slow)).toBeVisible();
  },
};

/** The server does not answer the save: the button spins. */
export const Saving: Story = {
  parameters: { msw: recorded('profile/filled', loadingForever('saveArtists')) },
  play: async ({ canvas, userEvent }) => {
    const list = await chosenList(canvas);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(canvas.getByRole('button', { name: 'Save artists' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving fails: the choices stay, with a retry. */
export const SaveFails: Story = {
  parameters: { msw: recorded('profile/filled', failing('saveArtists')) },
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
  parameters: { msw: recorded('profile/spotify-not-connected') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Connect Spotify' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** Back from Spotify (?code=…&state=…): the connection is finished, the URL cleaned, and search offered. */
export const BackFromSpotify: Story = {
  parameters: {
    route: `/profile/edit/spotify?code=story-code&state=${SPOTIFY_STATE}`,
    msw: recorded('profile/spotify-not-connected'),
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
    msw: recorded('profile/spotify-not-connected'),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: "Spotify isn't connected" }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('profile/filled', loadingForever('getSpotify')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your artists', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: recorded('profile/filled', failing('getSpotify')) },
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
