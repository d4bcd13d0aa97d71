import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { recorded, recordedAnswer } from '@app/mocks';
import { SAVED_FROM_PROFILE_ID } from './messaging-mocks';

const meta = {
  title: 'Pages/Messaging/Hotlist',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/hotlist', msw: recorded('messaging/hotlist') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The members the paying member saved before the story (four, each a day apart). */
const saved = recordedAnswer('messaging/hotlist', 'getHotlist').data.items;

/** The members saved as favourites, newest first, each with Message and Remove. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Hotlist' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(saved.length);
    await expect(within(list).getAllByRole('link', { name: /^Message / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/messaging\/compose\?to=\d+$/),
    );
  },
};

/** Remove takes the member off the list. */
export const Remove: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Hotlist' }, slow);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0] as HTMLElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(saved.length - 1), slow);
  },
};

/** Saving a member from their profile: the button reads "In your hotlist", and the member heads the hotlist page. */
export const SaveFromProfile: Story = {
  parameters: {
    route: `/profile/view/${SAVED_FROM_PROFILE_ID}`,
    msw: recorded('messaging/hotlist-save'),
  },
  play: async ({ canvas, userEvent, step }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow);
    const name = heading.textContent?.replace(/, \d+$/, '') ?? '';
    await step('save from the profile', async () => {
      const actions = canvas.getByRole('group', { name: 'Actions' });
      await userEvent.click(within(actions).getByRole('button', { name: 'Save to hotlist' }));
      await expect(await within(actions).findByRole('button', { name: 'In your hotlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('see them in the hotlist', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Member' });
      await userEvent.click(within(nav).getByRole('link', { name: /^Hotlist/ }));
      const list = await canvas.findByRole('list', { name: 'Hotlist' }, slow);
      // The list can show the hotlist cached before the save until its refetch answers.
      await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(name), slow);
      await expect(within(list).getAllByRole('listitem')).toHaveLength(saved.length + 1);
    });
  },
};

export const Empty: Story = {
  parameters: { msw: recorded('messaging/empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your hotlist is empty' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, play: Saved.play };
