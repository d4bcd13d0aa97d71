import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';

/** The wrapper every form field uses. Build a new kind of field by rendering a control in its children. */
const meta = {
  title: 'Components/Forms/Field',
  component: Field,
  args: {
    label: 'Postcode',
    hint: 'We only show your town, never your address.',
    children: (control) => <input {...control} name="postcode" autoComplete="postal-code" />,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAccessibleDescription('We only show your town, never your address.');
  },
};

export const WithError: Story = {
  args: { error: 'Enter a postcode, like 69001.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter a postcode, like 69001.');
  },
};

export const Required: Story = { args: { required: true, hint: undefined } };
