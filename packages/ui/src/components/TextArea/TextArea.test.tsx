import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters as the member types, and the count describes the box', async () => {
    render(<TextArea label="About me" showCount maxLength={300} />);
    const box = screen.getByRole('textbox', { name: 'About me' });
    await userEvent.type(box, 'Weekend baker');
    expect(box).toHaveValue('Weekend baker');
    expect(box).toHaveAccessibleDescription('13 / 300 characters');
  });

  it('counts a value set by react-hook-form defaultValues', () => {
    function Form() {
      const { register } = useForm({ defaultValues: { bio: 'Jazz lover' } });
      return <TextArea label="About me" showCount maxLength={300} {...register('bio')} />;
    }
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'About me' })).toHaveAccessibleDescription(
      '10 / 300 characters',
    );
  });
});
