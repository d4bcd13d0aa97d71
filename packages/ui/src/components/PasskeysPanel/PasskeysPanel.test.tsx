import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasskeysPanel } from './PasskeysPanel';
import type { PasskeysPanelProps } from './PasskeysPanel';

const passkeys = [
  { id: 7, name: 'iCloud Keychain', created: 'Nov 2, 2026', lastUsed: 'Nov 20, 2026', synced: true },
  { id: 4, name: 'YubiKey 5C', created: 'Oct 12, 2026', lastUsed: null, synced: false },
];

const props = (overrides: Partial<PasskeysPanelProps> = {}): PasskeysPanelProps => ({
  status: 'ready',
  passkeys,
  supported: true,
  onRetry: vi.fn(),
  onAdd: vi.fn(),
  onRename: vi.fn(),
  onRemove: vi.fn(),
  ...overrides,
});

describe('PasskeysPanel', () => {
  it('renames in place: an empty name is refused, the trimmed name is sent', async () => {
    const onRename = vi.fn();
    render(<PasskeysPanel {...props({ onRename })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename YubiKey 5C' }));
    const field = screen.getByLabelText(/Passkey name/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the passkey a name')).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
    await userEvent.type(field, ' Office key ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onRename).toHaveBeenCalledWith(4, 'Office key');
  });

  it('closes the rename form once the save is done, and keeps it open when refused', async () => {
    const { rerender } = render(<PasskeysPanel {...props({ renamingId: 4 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename YubiKey 5C' }));
    rerender(<PasskeysPanel {...props({ renameError: { id: 4, message: 'Use at most 60 characters.' } })} />);
    expect(screen.getByLabelText(/Passkey name/)).toHaveAttribute('aria-invalid', 'true');
    rerender(<PasskeysPanel {...props({ renamingId: 4 })} />);
    rerender(<PasskeysPanel {...props({ saved: 'Passkey renamed.' })} />);
    expect(screen.queryByLabelText(/Passkey name/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename YubiKey 5C' })).toHaveFocus());
  });

  it('asks before removing, and goes back to the Remove button on "Keep it"', async () => {
    const onRemove = vi.fn();
    render(<PasskeysPanel {...props({ onRemove })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    expect(screen.getByText('Remove this passkey? It will no longer sign you in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove YubiKey 5C' })).toHaveFocus());
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect(onRemove).toHaveBeenCalledWith(4);
  });

  it('says when there are none, and when the browser cannot make one', () => {
    render(<PasskeysPanel {...props({ passkeys: [], supported: false })} />);
    expect(screen.getByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a passkey/ })).toBeNull();
    expect(screen.getByText(/This browser cannot make passkeys/)).toBeInTheDocument();
  });
});
