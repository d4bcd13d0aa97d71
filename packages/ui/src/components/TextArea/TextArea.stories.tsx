import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { label: 'About me', name: 'bio', onChange: fn() },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCount: Story = {
  args: { showCount: true, maxLength: 300, hint: 'A few lines about what you enjoy.' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'About me' });
    await userEvent.type(box, 'Weekend baker');
    await expect(box).toHaveValue('Weekend baker');
    await expect(canvas.getByText(/13 \/ 300/)).toBeInTheDocument();
  },
};

export const AtLimit: Story = {
  args: { showCount: true, maxLength: 38, defaultValue: 'Coffee first, then adventures. Always.' },
};

export const WithError: Story = {
  args: { error: 'Tell others a little about yourself (at least 20 characters).', defaultValue: 'Hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About me' })).toHaveAccessibleErrorMessage(
      'Tell others a little about yourself (at least 20 characters).',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Profile under review.' } };
