import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Edit headline" description="Shown on your profile" trigger={<Button>Edit</Button>}>
        <input aria-label="Headline" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit headline' });
    expect(dialog).toHaveAccessibleDescription('Shown on your profile');
    // Radix focuses the first tabbable element; pass initialFocusRef to start elsewhere.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dialog title="Edit headline" trigger={<Button>Edit</Button>} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Outside</Button>
        <Dialog title="Edit headline" defaultOpen footer={<Button>Save</Button>} />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('returns focus to the opener when controlled without a trigger', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Report</Button>
          <Dialog title="Report profile" open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Report' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  const props = {
    title: 'Block Sam?',
    body: 'Sam will not be able to message you.',
    confirmLabel: 'Block member',
    tone: 'danger' as const,
  };

  it('starts on Cancel and closes without confirming when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Sam?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open while the confirm action runs and closes when it succeeds', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Block member' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the confirm action fails', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    render(<ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Block member' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
