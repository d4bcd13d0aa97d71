import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { recorded, recordedAnswer } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { RECIPIENT_ID, sendsAsRecorded } from './messaging-mocks';

const meta = {
  title: 'Pages/Messaging/Compose',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: `/messaging/compose?to=${RECIPIENT_ID}`,
    msw: recorded('messaging/compose'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member writes to the member whose profile they came from, or sends a flirt. */
export const PayingMember: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Message to / }, slow)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Send a flirt' }, slow)).toBeVisible();
  },
};

/** Sending opens the conversation, with the focus in the reply box for the next message. */
export const Send: Story = {
  beforeEach: sendsAsRecorded(recordedAnswer('messaging/compose', 'sendMessage').data.clientId),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Message to / }, slow),
      'Hi! I loved your travel photos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const log = await canvas.findByRole('log', undefined, slow);
    await expect(within(log).getByText('Hi! I loved your travel photos.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Message to / })).toHaveFocus();
  },
};

/** A free member may send flirts; writing leads to the plans. */
export const FreeMember: Story = {
  parameters: { msw: recorded('messaging/compose-free') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Write to / }, slow)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Message to / })).toBeNull();
    await expect(await canvas.findByRole('heading', { name: 'Send a flirt' }, slow)).toBeVisible();
  },
};

/** A free member asks to write: the paywall with the "sending a message" headline. */
export const Paywall: Story = {
  parameters: { msw: recorded('messaging/compose-free') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Write to / }, slow));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('sendMessage') }, slow),
    ).toBeVisible();
  },
};

/** Compose without a member: messages start from a profile. */
export const NoRecipient: Story = {
  parameters: { route: '/messaging/compose' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Who would you like to write to?' }, slow),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, play: PayingMember.play };
