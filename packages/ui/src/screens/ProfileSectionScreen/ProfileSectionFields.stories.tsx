import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { City } from '@app/contract';
import { completeProfile } from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { ProfileSectionsForm } from './ProfileSectionsForm';

// The fields of each kind of section. They live in a form (react-hook-form), so each story renders the form of one
// section.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const portland: City = { name: 'Portland', region: 'Oregon', country: 'US', lat: 45.52, lon: -122.68 };

const meta = {
  title: 'Screens/ProfileSectionScreen/ProfileSectionFields',
  component: ProfileSectionsForm,
  args: {
    sections: ['basic-info'],
    values: completeProfile.sections,
    onSave: fn(() => Promise.resolve()),
    cities: { suggestions: [portland], onQuery: fn() },
    submitLabel: 'Save',
    label: 'Profile section',
  },
} satisfies Meta<typeof ProfileSectionsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Basic info: the name with its count, the birth date, the city from the lookup and the gender. */
export const BasicInfo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Display name/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /City/ })).toBeVisible();
  },
};

/** Details: the height in feet and inches, and the choices ("Rather not say" allowed). */
export const Details: Story = {
  args: { sections: ['details'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Height/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Feet' })).toBeVisible();
  },
};

/** Dating: who the member seeks (several choices), the ages and the distance. */
export const Dating: Story = {
  args: { sections: ['dating'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(1);
    await expect(canvas.getAllByRole('combobox').length).toBeGreaterThan(2);
  },
};

/** A free text section: one counted text box, labelled by the section's title. */
export const FreeText: Story = {
  args: { sections: ['myself'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About me' })).toBeVisible();
  },
};

export const DetailsMobile: Story = {
  ...Details,
  globals: mobile,
  play: async (context) => {
    await Details.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
