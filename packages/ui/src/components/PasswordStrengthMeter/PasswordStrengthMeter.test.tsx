import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it('describes the password field it is tied to, in words', () => {
    render(
      <>
        <label htmlFor="pw">Password</label>
        <input id="pw" type="password" aria-describedby="meter" />
        <PasswordStrengthMeter id="meter" score={1} label="Weak" advice="Add another word." />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password strength: Weak Add another word.',
    );
  });

  it('is a polite live region, already there before anything is typed', () => {
    const { rerender } = render(<PasswordStrengthMeter score={0} label="" advice="Unused" />);
    const meter = screen.getByRole('status');
    expect(meter).toHaveAttribute('aria-live', 'polite');
    expect(meter).toHaveTextContent('');
    rerender(<PasswordStrengthMeter score={4} label="Strong" />);
    expect(screen.getByRole('status')).toBe(meter);
    expect(meter).toHaveTextContent('Password strength: Strong');
  });
});
