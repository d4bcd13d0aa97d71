import { PASSKEY_NAME_MAX_LENGTH } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PasskeysPanel } from './PasskeysPanel';
import type { PasskeyRow } from './PasskeysPanel';

const passkeys: PasskeyRow[] = [
  { id: 7, name: 'iCloud Keychain', created: 'Nov 2, 2026', lastUsed: 'Nov 20, 2026', synced: true },
  { id: 4, name: 'YubiKey 5C', created: 'Oct 12, 2026', lastUsed: null, synced: false },
];

const meta = {
  title: 'Components/PasskeysPanel',
  component: PasskeysPanel,
  args: {
    status: 'ready',
    passkeys,
    supported: true,
    onRetry: fn(),
    onAdd: fn(),
    onRename: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PasskeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys: their names and dates, which one is synced, and the button that adds another. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Passkeys' })).toBeVisible();
    await expect(canvas.getByText(/fingerprint, face or screen lock/)).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [synced, key] = items as [HTMLElement, HTMLElement];
    await expect(synced).toHaveTextContent('iCloud Keychain');
    await expect(synced).toHaveTextContent('Added Nov 2, 2026 · Last used Nov 20, 2026');
    await expect(within(synced).getByText('Synced')).toBeVisible();
    await expect(key).toHaveTextContent('Added Oct 12, 2026 · Last used never');
    await expect(within(key).queryByText('Synced')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rename YubiKey 5C' })).toHaveTextContent('Rename');
    await expect(canvas.getByRole('button', { name: 'Remove YubiKey 5C' })).toHaveTextContent('Remove');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Renaming in place: the field holds the name and the focus; an empty name is refused before anything is sent. */
export const Rename: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename YubiKey 5C' }));
    const field = canvas.getByLabelText(/Passkey name/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('YubiKey 5C');
    await expect(field).toHaveAttribute('maxlength', String(PASSKEY_NAME_MAX_LENGTH));

    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription(/Give the passkey a name/);
    await expect(field).toHaveFocus();
    await expect(args.onRename).not.toHaveBeenCalled();

    await userEvent.type(field, '  Office key  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onRename).toHaveBeenCalledWith(4, 'Office key');
  },
};

/** Cancelling a rename: the name is left alone and the Rename button has the focus again. */
export const RenameCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename iCloud Keychain' }));
    await userEvent.type(canvas.getByLabelText(/Passkey name/), 'half typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByLabelText(/Passkey name/)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename iCloud Keychain' })).toHaveFocus());
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** The new name is on its way: Save is busy, Cancel waits. */
export const RenameSaving: Story = {
  args: { renamingId: 4 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename YubiKey 5C' }));
    await expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refused the name: its message beside that row's field. */
export const RenameRefused: Story = {
  args: { renameError: { id: 4, message: `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.` } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename YubiKey 5C' }));
    const field = canvas.getByLabelText(/Passkey name/);
    await expect(field).toHaveAccessibleDescription(/Use at most/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Removing asks first; "Keep it" goes back to the Remove button, "Remove passkey" removes. */
export const Remove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove iCloud Keychain' }));
    const question = canvas.getByRole('group', {
      name: 'Remove this passkey? It will no longer sign you in.',
    });
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove iCloud Keychain' })).toHaveFocus());
    await expect(args.onRemove).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove iCloud Keychain' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey' }));
    await expect(args.onRemove).toHaveBeenCalledWith(7);
  },
};

export const Removing: Story = {
  args: { removingId: 7 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove iCloud Keychain' }));
    await expect(canvas.getByRole('button', { name: /Remove passkey/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** The browser is making the passkey: the button says so and ignores more clicks. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Adding a passkey…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Added: Story = {
  args: {
    saved: 'Passkey added.',
    passkeys: [
      { id: 9, name: 'Chrome on Mac', created: 'Nov 21, 2026', lastUsed: null, synced: true },
      ...passkeys,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Passkey added.');
  },
};

/** The browser made no passkey (the member cancelled its prompt): the reason, as an alert. */
export const AddFailed: Story = {
  args: { error: 'Your browser did not create a passkey.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your browser did not create a passkey.');
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** This browser cannot make passkeys: a line instead of the button; the list can still be managed. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Add a passkey/ })).toBeNull();
    await expect(canvas.getByText(/This browser cannot make passkeys/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove YubiKey 5C' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', passkeys: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your passkeys' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', passkeys: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load your passkeys.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename iCloud Keychain' }));
    await expect(canvas.getByLabelText(/Passkey name/)).toBeVisible();
  },
};
