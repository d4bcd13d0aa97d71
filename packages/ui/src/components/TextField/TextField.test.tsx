import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('keeps what was typed when an error appears', async () => {
    const { rerender } = render(<TextField label="Email" hint="We never share it." />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example');
    rerender(<TextField label="Email" hint="We never share it." error="Enter a full email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('anna@example');
    expect(input).toHaveAccessibleErrorMessage('Enter a full email address.');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a full email address.');
  });

  it("keeps the caller's own aria-describedby", () => {
    render(
      <>
        <p id="rules">Letters only.</p>
        <TextField label="Name" hint="As on your ID." aria-describedby="rules" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'As on your ID. Letters only.',
    );
  });

  it("works with react-hook-form's register()", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ defaultValues: { city: 'Lyon', name: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="City" {...register('city')} />
          <TextField
            label="Name"
            error={formState.errors.name?.message}
            {...register('name', { required: 'Enter your name.' })}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your name.');
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ city: 'Lyon', name: 'Anna' }, expect.anything()),
    );
  });
});
