import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { payingWith } from './messaging-mocks';

/** A member of the mocked discovery community (not in the paying member's hotlist). */
const COMMUNITY_MEMBER_ID = 7;

const meta = {
  title: 'Pages/Messaging/Hotlist',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/hotlist', msw: payingWith() },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The members saved as favourites, newest first, each with Message and Remove. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Hotlist' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByRole('link', { name: /^Message / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/messaging\/compose\?to=\d+$/),
    );
  },
};

/** Remove takes the member off the list (its own store: the other stories keep four). */
export const Remove: Story = {
  parameters: { msw: payingWith() },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Hotlist' }, slow);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0] as HTMLElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), slow);
  },
};

/** Saving a member from their profile: the button reads "In your hotlist", and the member heads the hotlist page. */
export const SaveFromProfile: Story = {
  parameters: { route: `/profile/view/${COMMUNITY_MEMBER_ID}`, msw: payingWith() },
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
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    });
  },
};

export const Empty: Story = {
  parameters: { msw: payingWith('emptyInbox') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your hotlist is empty' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, play: Saved.play };
