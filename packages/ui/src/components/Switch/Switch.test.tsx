import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles aria-checked when clicked', async () => {
    render(<Switch label="Show me in search" />);
    const toggle = screen.getByRole('switch', { name: 'Show me in search' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('reflects a value set by react-hook-form', () => {
    function Form() {
      const { register } = useForm({ defaultValues: { incognito: true } });
      return <Switch label="Incognito" {...register('incognito')} />;
    }
    render(<Form />);
    expect(screen.getByRole('switch', { name: 'Incognito' })).toHaveAttribute('aria-checked', 'true');
  });
});
