import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormControl, useFormControlForwardedProps } from './FormControl';

describe('FormControl', () => {
  it('names the control by its label and describes it with the caption', () => {
    render(
      <FormControl>
        <FormControl.Label>Postcode</FormControl.Label>
        <FormControl.Caption>Only your town is shown.</FormControl.Caption>
        <FormControl.Control>{(control) => <input {...control} />}</FormControl.Control>
      </FormControl>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAccessibleDescription('Only your town is shown.');
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('marks the control invalid, links the validation message and announces it', () => {
    render(
      <FormControl id="postcode" describedBy="extra">
        <FormControl.Label>Postcode</FormControl.Label>
        <FormControl.Caption>Only your town is shown.</FormControl.Caption>
        <FormControl.Control>{(control) => <input {...control} />}</FormControl.Control>
        <FormControl.Validation>Enter a postcode.</FormControl.Validation>
        <FormControl.Footer>
          <span id="extra">5 digits.</span>
        </FormControl.Footer>
      </FormControl>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter a postcode.');
    expect(input).toHaveAccessibleDescription('Only your town is shown. Enter a postcode. 5 digits.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a postcode.');
  });

  it('finds its parts inside fragments', () => {
    render(
      <FormControl>
        <>
          <FormControl.Label>Postcode</FormControl.Label>
          <FormControl.Caption>Only your town is shown.</FormControl.Caption>
        </>
        <FormControl.Control>{(control) => <input {...control} />}</FormControl.Control>
        <>
          <FormControl.Validation>Enter a postcode.</FormControl.Validation>
        </>
      </FormControl>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAccessibleDescription('Only your town is shown. Enter a postcode.');
    expect(input).toBeInvalid();
  });

  it('treats an empty caption or validation as absent', () => {
    render(
      <FormControl>
        <FormControl.Label>Name</FormControl.Label>
        <FormControl.Caption>{''}</FormControl.Caption>
        <FormControl.Control>{(control) => <input {...control} />}</FormControl.Control>
        <FormControl.Validation>{false}</FormControl.Validation>
      </FormControl>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a required control and keeps a hidden label for screen readers', () => {
    render(
      <FormControl required>
        <FormControl.Label visuallyHidden>Search</FormControl.Label>
        <FormControl.Control>{(control) => <input {...control} required />}</FormControl.Control>
      </FormControl>,
    );
    expect(screen.getByRole('textbox', { name: /Search/ })).toBeRequired();
  });

  it('hands its props to a control component of its own through the hook', () => {
    function OwnInput() {
      return <input {...useFormControlForwardedProps()} />;
    }
    render(
      <FormControl>
        <FormControl.Label>City</FormControl.Label>
        <FormControl.Caption>Pick from the list.</FormControl.Caption>
        <FormControl.Control>
          <OwnInput />
        </FormControl.Control>
      </FormControl>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Pick from the list.');
  });

  it('gives each control its own ids', () => {
    render(
      <>
        {['First', 'Second'].map((name) => (
          <FormControl key={name}>
            <FormControl.Label>{name}</FormControl.Label>
            <FormControl.Caption>{`${name} hint`}</FormControl.Caption>
            <FormControl.Control>{(control) => <input {...control} />}</FormControl.Control>
          </FormControl>
        ))}
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('First hint');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Second hint');
  });
});
