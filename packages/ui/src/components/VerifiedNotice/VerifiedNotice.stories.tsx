import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifiedNotice } from './VerifiedNotice';

const meta = {
  title: 'Components/VerifiedNotice',
  component: VerifiedNotice,
  args: { onDismiss: fn(), profileHref: '/profile/view' },
} satisfies Meta<typeof VerifiedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profileVerifiedSuccess notice: a landmark named by its title, with a way to the profile and a dismiss. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('region', { name: 'Your profile is verified' });
    await expect(notice).toHaveTextContent(/verified badge/);
    await expect(canvas.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
      'href',
      '/profile/view',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
