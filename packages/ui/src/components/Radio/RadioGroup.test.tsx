import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a named group whose radios share one name and report the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup legend="Show me" name="showMe" hint="Change it any time." onValueChange={onValueChange}>
        <Radio value="women" label="Women" />
        <Radio value="men" label="Men" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Show me' })).toHaveAccessibleDescription(
      'Change it any time.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Men' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    expect(screen.getByRole('radio', { name: 'Men' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('women');
  });

  it('links its error to the group', () => {
    render(
      <RadioGroup legend="Show me" name="showMe" error="Choose one.">
        <Radio value="women" label="Women" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Show me' })).toHaveAccessibleErrorMessage('Choose one.');
  });
});
