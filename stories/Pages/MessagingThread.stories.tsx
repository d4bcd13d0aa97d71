import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { failing, liveChannelDown, loadingForever, offline, recorded, recordedAnswer } from '@app/mocks';
import { liveThreads, sendsAsRecorded, threadIds } from './messaging-mocks';

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

// Live: the member's live channel replays what the real server pushed to it while the scenario ran (Recording.live).

/** The other member starts typing while the thread is open: "<name> is typing" under the messages. */
export const LiveTyping: Story = {
  parameters: { route: `/inbox/${liveThreads.typing.id}`, msw: recorded('messaging/live-typing') },
  play: async ({ canvas }) => {
    await canvas.findByRole('log', undefined, slow);
    await expect(
      await canvas.findByText(`${liveThreads.typing.member.name} is typing`, undefined, slow),
    ).toBeVisible();
  },
};

/** The other member's message arrives in the open thread: it is appended, no reload. */
export const LiveMessageArrives: Story = {
  parameters: { route: `/inbox/${liveThreads.message.id}`, msw: recorded('messaging/live-message') },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    const before = recordedAnswer('messaging/live-message', 'getThread').data.messages.length;
    await expect(
      await within(log).findByText('Are you free on Saturday afternoon?', undefined, slow),
    ).toBeVisible();
    await expect(within(log).getAllByRole('listitem')).toHaveLength(before + 1);
  },
};

/** The message of the conversation's log that says `text`. */
const bubbleSaying = (log: HTMLElement, text: string) =>
  within(log)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text));

/** The member's reply reaches the other member's device: "Delivered" under it. */
export const LiveDelivered: Story = {
  parameters: { route: `/inbox/${liveThreads.delivered.id}`, msw: recorded('messaging/live-delivered') },
  beforeEach: sendsAsRecorded(recordedAnswer('messaging/live-delivered', 'replyToThread').data.clientId),
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to / }), 'See you there at eight!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(within(log).getByText('See you there at eight!')).toBeVisible();
    await waitFor(
      () => expect(bubbleSaying(log, 'See you there at eight!')).toHaveTextContent(/Delivered$/),
      slow,
    );
  },
};

/** The other member opens the thread: the reply shows "Read". */
export const LiveRead: Story = {
  parameters: { route: `/inbox/${liveThreads.read.id}`, msw: recorded('messaging/live-read') },
  beforeEach: sendsAsRecorded(recordedAnswer('messaging/live-read', 'replyToThread').data.clientId),
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to / }), 'See you there at eight!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(
      () => expect(bubbleSaying(log, 'See you there at eight!')).toHaveTextContent(/Read$/),
      slow,
    );
  },
};

/** The live connection is lost: after a moment, a quiet "Reconnecting…" while the page keeps trying. */
export const Reconnecting: Story = {
  parameters: { msw: recorded('messaging/paying', liveChannelDown()) },
  play: async ({ canvas }) => {
    await canvas.findByRole('log', undefined, slow);
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Reconnecting…');
  },
};

/** No connection when the member sends: the reply waits, marked "Waiting for connection", its text kept. */
export const WaitingToSend: Story = {
  parameters: { msw: recorded('messaging/paying', offline('replyToThread')) },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', undefined, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to / }), 'Running ten minutes late!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(bubbleSaying(log, 'Running ten minutes late!')).toHaveTextContent(/Waiting for connection$/),
      slow,
    );
    await expect(within(log).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
