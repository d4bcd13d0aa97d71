import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Edit your headline',
    description: 'This is the first line members read on your profile.',
    children: (
      <p>
        Keep it short and friendly. You can change it as often as you like; members see the new headline
        straight away.
      </p>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save headline</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open by default so the screenshot shows the dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit your headline' });
    await expect(dialog).toHaveAccessibleDescription('This is the first line members read on your profile.');
  },
};

/** Closed, with a trigger: opening moves focus inside; Escape closes and focus returns to the trigger. */
export const WithTrigger: Story = {
  args: { trigger: <Button variant="secondary">Edit headline</Button> },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit headline' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit your headline' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Opened from state (`open` + `onOpenChange`) without a trigger; focus still returns to the opener. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Report profile</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  args: {
    title: 'Report this profile',
    description: 'Our team reviews every report within 24 hours.',
    children: <p>Tell us what is wrong and we will take a look. The member is not told who reported them.</p>,
    footer: undefined,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Report profile' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Report this profile' });
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    description: undefined,
    title: 'Photo guidelines',
    size: 'sm',
    footer: undefined,
  },
};

/** Long content scrolls inside the dialog; the header and footer stay visible. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Community guidelines',
    description: 'Please read these before you send your first message.',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} style={{ marginBottom: 12 }}>
            {index + 1}. Be kind and respectful. Treat every member the way you would like to be treated, keep
            conversations honest, and report anything that makes you feel unsafe. We review every report.
          </p>
        ))}
      </>
    ),
  },
};

/**
 * Opened from its button, long text with nothing to focus in it: the body is a tab stop from the moment the dialog
 * shows, so keyboard users can scroll it (and axe, run as soon as a story settles, finds it focusable).
 */
export const LongContentOpened: Story = {
  args: {
    ...LongContent.args,
    defaultOpen: undefined,
    trigger: <Button variant="secondary">Read the guidelines</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    // A plain click and one microtask: React commits the open, and nothing has waited for a frame yet.
    canvas.getByRole('button', { name: 'Read the guidelines' }).click();
    await Promise.resolve();
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Community guidelines',
    });
    const scroller = within(dialog).getByText(/^1\. Be kind/).parentElement;
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller!.scrollHeight).toBeGreaterThan(scroller!.clientHeight);
  },
};
