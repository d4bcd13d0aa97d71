import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountDeletionPanel } from './AccountDeletionPanel';

describe('AccountDeletionPanel', () => {
  it('asks for the password in a confirm step before sending anything', async () => {
    const onDelete = vi.fn();
    render(<AccountDeletionPanel status={{ state: 'none' }} onDelete={onDelete} />);
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Your membership stops renewing now.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Your password/), 'secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onDelete).toHaveBeenCalledWith({ password: 'secret words' });
  });

  it('asks a member without a password for the address, trimmed', async () => {
    const onDelete = vi.fn();
    render(<AccountDeletionPanel status={{ state: 'none' }} hasPassword={false} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText(/Your email address/), ' ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onDelete).toHaveBeenCalledWith({ email: 'ana@example.com' });
  });

  it('shows the server’s refusal beside the field, and goes back on "Keep my account"', async () => {
    render(
      <AccountDeletionPanel
        status={{ state: 'none' }}
        onDelete={vi.fn()}
        fieldError="This is not your password."
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = screen.getByLabelText(/Your password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This is not your password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
  });

  it('says when a scheduled deletion happens and that logging in undoes it', () => {
    render(
      <AccountDeletionPanel
        status={{ state: 'scheduled', deleteOn: 'January 6, 2027' }}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText(/deleted for good on January 6, 2027/)).toHaveTextContent(/Log in before then/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
