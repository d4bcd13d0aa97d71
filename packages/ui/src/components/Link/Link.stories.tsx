import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/profile/anna', children: 'View profile' },
  tags: ['autodocs'],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile/anna');
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      By continuing you accept our{' '}
      <Link {...args} href="/terms">
        terms of use
      </Link>{' '}
      and{' '}
      <Link {...args} href="/privacy">
        privacy policy
      </Link>
      .
    </p>
  ),
};

export const Standalone: Story = { args: { standalone: true, children: 'Who liked me' } };

export const Muted: Story = { args: { tone: 'muted', children: 'Forgot your password?' } };

export const CurrentPage: Story = {
  args: { standalone: true, tone: 'default', 'aria-current': 'page', children: 'Messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read our community guidelines to learn what makes a respectful first message and how we keep members safe',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
