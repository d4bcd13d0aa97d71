import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { recorded } from '@app/mocks';
import { freshVisit, SitePage, withSite } from './site-decorator';

const slow = { timeout: 10_000 } as const;
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const meta = {
  title: 'Pages/Invites',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/invites', msw: recorded('profile/invites') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Received: reply to the waiting invite; the reply replaces the form. */
export const Received: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: /^Reply to / }, slow));
    await userEvent.type(form.getByLabelText(/^Your answer/), 'A picnic by the lake.');
    await userEvent.click(form.getByRole('button', { name: 'Send reply' }));
    // The form goes once the list is read again with the reply (the typed text is in the box until then).
    await waitFor(() => expect(canvas.queryByRole('form', { name: /^Reply to / })).toBeNull(), slow);
    await expect(canvas.getByText('A picnic by the lake.')).toBeVisible();
  },
};

/** Sent: one reply to read, one invite waiting. */
export const Sent: Story = {
  parameters: { route: '/invites?box=sent' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Old maps and where they were wrong.', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/^Waiting for /)).toBeVisible();
  },
};

export const NoInvites: Story = {
  parameters: { msw: recorded('profile/invites-none') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No invites yet' }, slow)).toBeVisible();
  },
};

/** From a profile: Ask a 20Q question, pick one, send; the invite is confirmed. */
export const AskFromProfile: Story = {
  parameters: { route: '/profile/view/9', msw: recorded('profile/invites-ask') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask a 20Q question' }, slow));
    const dialog = within(await screen.findByRole('dialog', {}, slow));
    const open = (await dialog.findAllByRole('radio', {}, slow)).find(
      (radio) => !(radio as HTMLInputElement).disabled,
    );
    await userEvent.click(open!);
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
    await expect(await dialog.findByRole('heading', { name: 'Invite sent' }, slow)).toBeVisible();
  },
};

export const ReceivedMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: /^Reply to / }, slow)).toBeVisible();
  },
};
