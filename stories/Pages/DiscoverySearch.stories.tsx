import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const paying = recorded('discovery/search-paying');

const meta = {
  title: 'Pages/Discovery/Search',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/search', msw: paying },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone, 16 a page, with the number found and previous/next paging. */
export const PayingMember: Story = {
  parameters: { msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search' }, slow)).toBeVisible();
    const results = await canvas.findByRole('list', { name: 'Search results' }, slow);
    await expect(within(results).getAllByRole('listitem')).toHaveLength(16);
    await expect(canvas.getByText(/members found$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** A search opened from a shared link: the URL's filters fill the form and drive the results. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/search?ageMin=25&ageMax=45&seeking=woman&verified=1', msw: paying },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Search results' }, slow);
    await expect(canvas.getByLabelText('Age from')).toHaveValue('25');
    await expect(canvas.getByLabelText('Age to')).toHaveValue('45');
    await expect(canvas.getByLabelText('Looking for')).toHaveValue('woman');
    await expect(canvas.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
  },
};

/** Free members search too. Choosing a city uses the offline city lookup. */
export const FreeMemberCityLookup: Story = {
  parameters: { msw: recorded('discovery/search-free-city') },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Search results' }, slow);
    await userEvent.click(canvas.getByRole('radio', { name: 'In a city' }));
    await userEvent.type(canvas.getByRole('combobox', { name: /^City/ }), 'Aus');
    const option = await canvas.findByRole('option', { name: /^Austin/ }, slow);
    await userEvent.click(option);
    const city = () => (canvas.getByRole('combobox', { name: /^City/ }) as HTMLInputElement).value;
    await expect(city()).toMatch(/^Austin, /);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // The new search's URL fills the form again: the city stays chosen, and the results are the city's.
    await waitFor(() => expect(city()).toMatch(/^Austin, /));
    await waitFor(() => {
      const results = within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
      expect(results.every((result) => result.textContent?.includes('Austin'))).toBe(true);
    }, slow);
  },
};

/** Ages the search would refuse are shown beside the field, and nothing is searched. */
export const InvalidAges: Story = {
  parameters: { msw: paying },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Search results' }, slow);
    await userEvent.clear(canvas.getByLabelText('Age from'));
    await userEvent.type(canvas.getByLabelText('Age from'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Enter an age from 18 to 99')).toBeVisible();
    await expect(canvas.getByLabelText('Age from')).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('discovery/search-paying', loadingForever('searchMembers')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading search results', undefined, slow)).toBeInTheDocument();
  },
};

/** Nobody is verified and 98 or 99. */
export const Empty: Story = {
  parameters: { route: '/search?ageMin=98&ageMax=99&verified=1', msw: recorded('discovery/search-empty') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nobody matches these filters' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search everyone' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: recorded('discovery/search-paying', failing('searchMembers')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Search results' }, slow)).toBeVisible();
  },
};
