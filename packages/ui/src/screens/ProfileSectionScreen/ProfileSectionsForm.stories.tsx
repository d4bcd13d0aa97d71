import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { completeProfile } from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { Link } from '../../components/Link';
import { ProfileSectionsForm } from './ProfileSectionsForm';

// The form the profile editor's screens share (one section on profile/edit/<section>, several on a first-run step).

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const meta = {
  title: 'Screens/ProfileSectionScreen/ProfileSectionsForm',
  component: ProfileSectionsForm,
  args: {
    sections: ['details', 'myself'],
    values: completeProfile.sections,
    onSave: fn(() => Promise.resolve()),
    onDirtyChange: fn(),
    submitLabel: 'Save and continue',
    actions: <Link href="/profile/edit">Skip for now</Link>,
    sectionHeadings: true,
    label: 'About you',
  },
} satisfies Meta<typeof ProfileSectionsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several sections, each under its heading, saved together. */
export const SeveralSections: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'About me' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ details: expect.anything(), myself: expect.anything() }),
      ),
    );
  },
};

/** Saving failed: the reason above the button with a retry; what was typed stays. */
export const SaveFailed: Story = {
  args: { saveError: 'We could not reach the server.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Your changes weren't saved" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** While saving, the button spins and the form says it is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'About you' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
