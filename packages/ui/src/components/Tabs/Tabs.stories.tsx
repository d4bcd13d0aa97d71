import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Profile sections',
    items: [
      {
        value: 'about',
        label: 'About',
        content: <p>Coffee first, then hiking. Looking for someone to share both.</p>,
      },
      { value: 'photos', label: 'Photos', content: <p>Six photos from the last summer.</p> },
      { value: 'interests', label: 'Interests', content: <p>Hiking, jazz, board games, cooking.</p> },
    ],
    onValueChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs (and select them); Tab leaves the list for the panel. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('photos');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Interests' })).toHaveTextContent('Hiking, jazz');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCounts: Story = {
  args: {
    label: 'Mailbox',
    defaultValue: 'inbox',
    items: [
      { value: 'inbox', label: 'Inbox', count: 12, content: <p>12 conversations.</p> },
      { value: 'sent', label: 'Sent', content: <p>Messages you sent.</p> },
      { value: 'flirts', label: 'Flirts', count: 3, content: <p>3 flirts.</p> },
    ],
  },
};

/** A tab that is not available yet; arrow keys skip it. */
export const DisabledTab: Story = {
  args: {
    items: [
      { value: 'about', label: 'About', content: <p>About me.</p> },
      { value: 'music', label: 'Music', disabled: true, content: <p>Connect Spotify to show your music.</p> },
      { value: 'interests', label: 'Interests', content: <p>Hiking, jazz.</p> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Interests' })).toHaveFocus();
  },
};
