import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormControl } from './FormControl';
import { Input } from '../TextField/TextField.styles';
import { StyledCheckbox } from '../Checkbox/Checkbox.styles';

/**
 * The label/caption/validation wiring of every form field (TextField, TextArea, Select, Checkbox, Switch, and Radio
 * through Field). Compose its parts around any native control to build a new kind of field.
 */
const meta = {
  title: 'Components/Forms/FormControl',
  component: FormControl,
  args: {
    children: (
      <>
        <FormControl.Label>Postcode</FormControl.Label>
        <FormControl.Caption>We only show your town, never your address.</FormControl.Caption>
        <FormControl.Control>
          {(control) => <Input {...control} name="postcode" autoComplete="postal-code" />}
        </FormControl.Control>
      </>
    ),
  },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAccessibleDescription('We only show your town, never your address.');
  },
};

export const WithValidation: Story = {
  args: {
    required: true,
    children: (
      <>
        <FormControl.Label>Postcode</FormControl.Label>
        <FormControl.Caption>We only show your town, never your address.</FormControl.Caption>
        <FormControl.Control>
          {(control) => <Input {...control} name="postcode" required />}
        </FormControl.Control>
        <FormControl.Validation>Enter a postcode, like 69001.</FormControl.Validation>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Postcode/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter a postcode, like 69001.');
  },
};

export const Inline: Story = {
  args: {
    layout: 'inline',
    children: (
      <>
        <FormControl.Label>Email me when someone likes me</FormControl.Label>
        <FormControl.Caption>At most one email a day.</FormControl.Caption>
        <FormControl.Control>
          {(control) => <StyledCheckbox type="checkbox" {...control} name="likeEmails" />}
        </FormControl.Control>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me when someone likes me' });
    await expect(box).toHaveAccessibleDescription('At most one email a day.');
  },
};
