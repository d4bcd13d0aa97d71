import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { initials } from './initials';

/** happy-dom loads no images: this stand-in for window.Image (which Radix uses to probe the src) loads or fails. */
function stubImageLoading(outcome: 'load' | 'error'): Promise<void> {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    crossOrigin: string | null = null;
    referrerPolicy = '';
    set src(_value: string) {
      queueMicrotask(() => {
        this.complete = true;
        this.naturalWidth = outcome === 'load' ? 120 : 0;
        this.dispatchEvent(new Event(outcome));
        settle();
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return settled;
}

afterEach(() => vi.unstubAllGlobals());

describe('Avatar', () => {
  it('shows the photo once it has loaded', async () => {
    const settled = stubImageLoading('load');
    render(<Avatar name="Anna Lopez" src="/anna.jpg" />);
    await act(() => settled);
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).toHaveAttribute('src', '/anna.jpg');
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
  });

  it('falls back to initials when the photo fails to load', async () => {
    const settled = stubImageLoading('error');
    render(<Avatar name="Anna Lopez" src="/missing.jpg" />);
    await act(() => settled);
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).toHaveTextContent('AL');
    expect(screen.getByRole('img', { name: 'Anna Lopez' })).not.toHaveAttribute('src');
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
