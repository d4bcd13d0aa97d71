import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a single link when given href', () => {
    render(<Card href="/profile/anna">Anna, 29</Card>);
    expect(screen.getByRole('link', { name: 'Anna, 29' })).toHaveAttribute('href', '/profile/anna');
  });

  it('is a single button when given onClick', async () => {
    const onClick = vi.fn();
    render(<Card onClick={onClick}>Anna, 29</Card>);
    await userEvent.click(screen.getByRole('button', { name: 'Anna, 29' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is neither link nor button otherwise', () => {
    render(<Card>Anna, 29</Card>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
