import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { failing, loadingForever, recorded, recordedAnswer } from '@app/mocks';
import { sendsAsRecorded, threadIds } from './messaging-mocks';

const meta = {
  title: 'Pages/Messaging/Thread',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: `/inbox/${threadIds.paying}`,
    msw: recorded('messaging/paying'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation opens with its messages in a polite log and the focus on the member's name. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(
      recordedAnswer('messaging/paying', 'getThread').data.messages.length,
    );
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

/** A reply shows at once and is confirmed. */
export const Reply: Story = {
  beforeEach: sendsAsRecorded(recordedAnswer('messaging/paying', 'replyToThread').data.clientId),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('log', undefined, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to / }), 'Sunday works for me!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('Sunday works for me!')).toBeVisible();
    await expect(await within(log).findByText('Sent', undefined, slow)).toBeVisible();
  },
};

/** 75 messages: the newest 30 first; "Load earlier messages" brings the ones before. */
export const LongThread: Story = {
  parameters: { route: `/inbox/${threadIds.long}`, msw: recorded('messaging/long-thread') },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(60), slow);
  },
};

/** Sending fails: the message stays, marked "Not sent", with Retry; nothing the member wrote is lost. */
export const FailedSend: Story = {
  parameters: { msw: recorded('messaging/paying', failing('replyToThread')) },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Message to / }),
      'Are we still on for tonight?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await within(log).findByText('Not sent', undefined, slow)).toBeVisible();
    await expect(within(log).getByText('Are we still on for tonight?')).toBeVisible();
    await expect(within(log).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Deleting asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('log', undefined, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this conversation?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** A free member reads a paying member's messages; Reply leads to the plans instead of a reply box. */
export const FreeMember: Story = {
  parameters: { route: `/inbox/${threadIds.freeReadable}`, msw: recorded('messaging/free') },
  play: async ({ canvas }) => {
    await canvas.findByRole('log', undefined, slow);
    await expect(canvas.queryByRole('textbox', { name: /^Message to / })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Reply to / })).toBeVisible();
  },
};

/** Pressing Reply as a free member: the paywall with the "replying" headline. */
export const FreeMemberReplies: Story = {
  parameters: { route: `/inbox/${threadIds.freeReadable}`, msw: recorded('messaging/free') },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('log', undefined, slow);
    await userEvent.click(canvas.getByRole('button', { name: /^Reply to / }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('reply') }, slow),
    ).toBeVisible();
  },
};

/** A free member opens a free member's message: the paywall with the "reading mail" headline. */
export const Paywall: Story = {
  parameters: { route: `/inbox/${threadIds.freeLocked}`, msw: recorded('messaging/free') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('readMail') }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('messaging/paying', loadingForever('getThread')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the conversation', undefined, slow)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: recorded('messaging/paying', failing('getThread')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "We couldn't open this conversation" }, slow),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, play: Conversation.play };
