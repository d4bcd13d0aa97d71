import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Like</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks and does not submit its form while loading', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    let node: HTMLButtonElement | null = null;
    render(<Button ref={(el) => void (node = el)}>Save</Button>);
    expect(node).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
