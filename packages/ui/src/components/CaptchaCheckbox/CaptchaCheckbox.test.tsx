import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaCheckbox } from './CaptchaCheckbox';
import { CaptchaSlot } from './CaptchaSlot';

const name = "I'm not a robot";

describe('CaptchaCheckbox', () => {
  it('reports the new state as a boolean', async () => {
    const onChange = vi.fn();
    render(<CaptchaCheckbox checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows its own error when it stands alone', () => {
    render(<CaptchaCheckbox checked={false} onChange={vi.fn()} error="Tick the box." />);
    expect(screen.getByRole('checkbox', { name })).toHaveAccessibleErrorMessage('Tick the box.');
  });

  it("inside a slot, points at the slot's error instead of repeating it", () => {
    render(
      <CaptchaSlot error="Tick the box.">
        <CaptchaCheckbox checked={false} onChange={vi.fn()} error="Tick the box." />
      </CaptchaSlot>,
    );
    const box = screen.getByRole('checkbox', { name });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleErrorMessage('Tick the box.');
    expect(screen.getAllByText('Tick the box.')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Security check' })).toContainElement(box);
  });

  it('is valid again when the slot has no error', () => {
    render(
      <CaptchaSlot>
        <CaptchaCheckbox checked onChange={vi.fn()} />
      </CaptchaSlot>,
    );
    expect(screen.getByRole('checkbox', { name })).not.toHaveAttribute('aria-invalid');
  });
});
