import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { City } from '@app/contract';
import { PROFILE_TEXT_MAX } from '@app/contract';
import {
  completeProfile,
  longTextProfile,
  newMemberProfile,
} from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { ProfileStepScreen } from './ProfileStepScreen';
import type { ProfileStepScreenProps } from './ProfileStepScreen';

type Ready = Extract<ProfileStepScreenProps, { status: 'ready' }>;
const portland: City = { name: 'Portland', region: 'Oregon', country: 'US', lat: 45.52, lon: -122.68 };

const meta = {
  title: 'Screens/ProfileStepScreen',
  component: ProfileStepScreen,
  args: {
    status: 'ready',
    step: 'step1',
    values: newMemberProfile.sections,
    onSave: fn(() => Promise.resolve()),
    cities: { suggestions: [portland], onQuery: fn() },
    links: { skip: '/profile/edit/step2' },
  },
} satisfies Meta<typeof ProfileStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onSaveOf = (args: unknown) => (args as Ready).onSave;

/** Step 1 of 3 for a new member: basic info and who to meet, in one form; Skip leads on. */
export const Step1: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip this step' })).toHaveAttribute(
      'href',
      '/profile/edit/step2',
    );
    await userEvent.type(canvas.getByLabelText(/Birth date/), '1990-05-17');
    await userEvent.type(canvas.getByRole('combobox', { name: /City/ }), 'Portl');
    await userEvent.click(await canvas.findByRole('option', { name: /Portland, Oregon/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Men' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Looking for' }), 'long-term');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(onSaveOf(args)).toHaveBeenCalledWith({
        'basic-info': {
          name: 'Jo',
          birthdate: '1990-05-17',
          gender: 'woman',
          city: { name: 'Portland', region: 'Oregon', country: 'US' },
        },
        dating: {
          seeking: ['man'],
          ageMin: 18,
          ageMax: 99,
          distanceMiles: null,
          relationshipType: 'long-term',
        },
      }),
    );
  },
};

/**
 * Submitting step 1 empty: each section's rule shows beside its field (the relationship type too: step 1 asks it); a
 * 1-character name is refused.
 */
export const Step1Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'J');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(name).toHaveAccessibleDescription(/Use at least 2 characters/);
    await expect(canvas.getByRole('group', { name: 'Who you want to meet' })).toHaveAccessibleDescription(
      /Choose who you want to meet/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Looking for' })).toHaveAccessibleDescription(
      /Choose what kind of relationship you want/,
    );
    await expect(name).toHaveValue('J');
    await expect(onSaveOf(args)).not.toHaveBeenCalled();
  },
};

export const Step2: Story = {
  args: { step: 'step2', links: { back: '/profile/edit/step1', skip: '/profile/edit/step3' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile/edit/step1');
  },
};

/** The last step: two texts; 2,001 characters is refused and kept. */
export const Step3TextTooLong: Story = {
  args: { step: 'step3', links: { back: '/profile/edit/step2', skip: '/profile/complete' } },
  play: async ({ canvas, userEvent, args }) => {
    const myself = canvas.getByRole('textbox', { name: 'About me' });
    await userEvent.click(myself);
    await userEvent.paste('y'.repeat(PROFILE_TEXT_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and finish' }));
    await expect(myself).toHaveAccessibleDescription(/Keep it to 2,000 characters/);
    await expect(myself).toHaveValue('y'.repeat(PROFILE_TEXT_MAX + 1));
    await expect(onSaveOf(args)).not.toHaveBeenCalled();
  },
};

export const Step3LongText: Story = {
  args: {
    step: 'step3',
    values: longTextProfile.sections,
    links: { back: '/profile/edit/step2', skip: '/profile/complete' },
  },
};

export const Filled: Story = { args: { values: completeProfile.sections } };

export const Saving: Story = { args: { values: completeProfile.sections, saving: true } };

/** Saving failed: a retry, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    values: completeProfile.sections,
    saveError: 'Check your connection and try again.',
    onSave: fn(() => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSaveOf(args)).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('textbox', { name: /Display name/ })).toHaveValue('Maya');
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = { args: { status: 'error', onRetry: fn() } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
