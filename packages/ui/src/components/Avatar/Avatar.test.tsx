import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { initials } from './initials';

describe('Avatar', () => {
  it('renders the photo from the first render, the initials under it hidden from assistive technology', () => {
    const { container } = render(<Avatar name="Anna Lopez" src="/anna.jpg" />);
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).toHaveAttribute('src', '/anna.jpg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container).toHaveTextContent('AL');
  });

  it('falls back to initials when the photo fails to load', () => {
    render(<Avatar name="Anna Lopez" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna Lopez' }));
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).toHaveTextContent('AL');
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).not.toHaveAttribute('src');
  });

  it('tries a new photo after one failed', () => {
    const { rerender } = render(<Avatar name="Anna Lopez" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna Lopez' }));
    rerender(<Avatar name="Anna Lopez" src="/anna.jpg" />);
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).toHaveAttribute('src', '/anna.jpg');
  });

  it('shows initials when there is no photo', () => {
    render(<Avatar name="Ben Okafor" />);
    expect(screen.getByRole('img', { name: 'Ben Okafor' })).toHaveTextContent('BO');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('anna maria lopez')).toBe('AL');
    expect(initials('  Émile ')).toBe('É');
    expect(initials('')).toBe('?');
  });
});
