import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './Photo';

describe('Photo', () => {
  it('replaces a broken image with a labelled illustration', () => {
    render(<Photo src="/broken.jpg" alt="Anna at the beach" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna at the beach' }));
    expect(screen.getByRole('img', { name: 'Anna at the beach' })).not.toHaveAttribute('src');
  });

  it('tries again when given a new src after a failure', () => {
    const { rerender } = render(<Photo src="/broken.jpg" alt="Anna" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna' }));
    rerender(<Photo src="/anna.jpg" alt="Anna" />);
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/anna.jpg');
  });
});
