import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label', () => {
    render(<IconButton icon="heart" aria-label="Like Anna" />);
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeInTheDocument();
  });

  it('cannot be rendered without an accessible name (type check)', () => {
    // @ts-expect-error aria-label is required
    const unnamed = <IconButton icon="heart" />;
    expect(unnamed.props).not.toHaveProperty('aria-label');
  });
});
