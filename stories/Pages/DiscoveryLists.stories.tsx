import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, loadingForever, recorded, recordedAnswer } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const paying = recorded('discovery/lists-paying');
const free = recorded('discovery/lists-free');

const meta = {
  title: 'Pages/Discovery/Lists',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/lists/wlm', msw: paying },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member's "who liked me": 12 members a page, tabs with counts, paging. */
export const PayingMember: Story = {
  parameters: { msw: paying },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Who liked me' }, slow)).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Who liked me' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const tabs = canvas.getByRole('navigation', { name: 'Your lists' });
    await expect(within(tabs).getByRole('link', { name: /^Who liked me/, current: 'page' })).toBeVisible();
    const first = within(list).getAllByRole('link')[0]?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(list).getAllByRole('link')[0]?.textContent).not.toBe(first));
  },
};

/** A free member may open "who I like"; the lists behind the paywall carry a lock. */
export const FreeMember: Story = {
  parameters: { route: '/lists/wyl', msw: free },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Who I like' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Who I like' }, slow)).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Your lists' });
    await expect(within(tabs).getAllByText('(Premium)')).toHaveLength(4);
  },
};

/** A free member who opens a gated list lands on the paywall with that list's headline. */
export const FreeMemberGatedList: Story = {
  parameters: { route: '/lists/mutual-likes', msw: free },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Upgrade to see your mutual likes' }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('discovery/lists-paying', loadingForever('getList')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading who liked me', undefined, slow)).toBeInTheDocument();
  },
};

/** Nobody liked this member yet: why the list is empty, and one thing to do about it. */
export const Empty: Story = {
  parameters: { msw: recorded('discovery/lists-empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No likes yet' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: recorded('discovery/lists-paying', failing('getList')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load who liked me" }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The server refuses a like: the heart fills at once, then goes back, and a toast says why. */
export const LikeFails: Story = {
  parameters: { msw: recorded('discovery/lists-paying', failing('likeMember'), failing('unlikeMember')) },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Who liked me' }, slow);
    const like = within(list)
      .getAllByRole('button', { name: /^Like / })
      .find((button) => button.getAttribute('aria-pressed') === 'false');
    if (!like) throw new globalThis.Error('every member on the page is liked already');
    const name = like.getAttribute('aria-label')?.replace(/^Like /, '') ?? '';
    await userEvent.click(like);
    // Toasts render in a portal on the page's body.
    const page = within(document.body);
    await expect(await page.findByText(`Your like for ${name} was not saved`, undefined, slow)).toBeVisible();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** Unblocking takes the member off the blocklist at once. */
export const BlocklistUnblock: Story = {
  parameters: { route: '/lists/blocklist', msw: recorded('discovery/blocklist-unblock') },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Blocklist' }, slow);
    const before = within(list).getAllByRole('listitem').length;
    const [unblock] = within(list).getAllByRole('button', { name: /^Unblock / });
    await userEvent.click(unblock!);
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Blocklist' })).getAllByRole('listitem')).toHaveLength(
        before - 1,
      ),
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { route: '/lists/wyl', msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Who I like' }, slow)).toBeVisible();
  },
};

// The match moment: the live channel's `match` event, as the real server pushed it to the member while the scenario ran.

/** The member likes an admirer back: "It's a match!" opens, with "Send a message" to that member. */
export const LiveMatchOnLike: Story = {
  parameters: { msw: recorded('discovery/live-match') },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Who liked me' }, slow);
    const liked = recordedAnswer('discovery/live-match', 'likeMember').data.memberId;
    const admirer = recordedAnswer('discovery/live-match', 'getList').data.items.find((m) => m.id === liked);
    await userEvent.click(within(list).getByRole('button', { name: `Like ${admirer?.name ?? ''}` }));
    const dialog = await within(document.body).findByRole('dialog', { name: "It's a match!" }, slow);
    await expect(within(dialog).getByRole('link', { name: 'Send a message' })).toBeVisible();
    await expect(dialog).toHaveTextContent(admirer?.name ?? '');
  },
};

/** A member the member liked earlier likes them back while they browse: "It's a match!" for them too. */
export const LiveMatchedBack: Story = {
  parameters: { route: '/lists/wyl', msw: recorded('discovery/live-matched') },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Who I like' }, slow);
    const dialog = await within(document.body).findByRole('dialog', { name: "It's a match!" }, slow);
    await expect(within(dialog).getByRole('link', { name: 'Send a message' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep browsing' })).toBeVisible();
  },
};
