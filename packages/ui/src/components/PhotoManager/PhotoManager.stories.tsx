import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { photo } from './PhotoManager.fixtures';
import { PhotoManager } from './PhotoManager';

const meta = {
  title: 'Components/PhotoManager',
  component: PhotoManager,
  args: {
    photos: [photo(0), photo(1), photo(2)],
    onSetMain: fn(),
    onMove: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof PhotoManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main photo first and marked; the others can become main or move, by keyboard as by pointer. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('listitem', { name: 'Photo 1, main photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make main photo 2' }));
    await expect(args.onSetMain).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 3 earlier' }));
    await expect(args.onMove).toHaveBeenCalledWith(3, -1);
  },
};

/** Moderation: a photo waiting for review, and a rejected one with its reason (no "Make main"). */
export const ModerationStates: Story = {
  args: {
    photos: [
      photo(0),
      photo(1, { moderation: 'pending' }),
      photo(2, { moderation: 'rejected', rejectionReason: 'The face is not visible.' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText(/The face is not visible/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make main photo 3' })).toBeNull();
  },
};

/** A change is being saved: every action waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Make main photo 2' })).toBeDisabled();
  },
};

/** At 390 px the grid keeps every action within the width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
