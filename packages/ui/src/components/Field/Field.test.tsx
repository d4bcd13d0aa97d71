import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('names the control by its label and describes it with the hint', () => {
    render(
      <Field label="Postcode" hint="Only your town is shown.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAccessibleDescription('Only your town is shown.');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and links the error message', () => {
    render(
      <Field label="Postcode" hint="Only your town is shown." error="Enter a postcode.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter a postcode.');
    expect(input).toHaveAccessibleDescription('Only your town is shown. Enter a postcode.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a postcode.');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First" hint="One">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Second" hint="Two">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('One');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Two');
  });
});
