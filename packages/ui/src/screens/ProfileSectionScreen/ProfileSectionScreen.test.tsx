import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EditableSection } from '@app/contract';
import { PROFILE_TEXT_MAX } from '@app/contract';
import { completeProfile, newMemberProfile } from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { ProfileSectionScreen } from './ProfileSectionScreen';
import type { ProfileSectionScreenProps } from './ProfileSectionScreen';
import { feetAndInches, inchesFrom, sectionsResolver } from './ProfileSectionScreen.form';

const links = { back: '/profile/edit' };

type ReadyProps = Extract<ProfileSectionScreenProps, { status: 'ready' }>;

/** The screen ready with one section's form over the saved values. */
const renderSection = (
  section: EditableSection,
  values: ReadyProps['values'],
  props: Partial<Omit<ReadyProps, 'section' | 'values'>> = {},
) =>
  render(
    <ProfileSectionScreen
      status="ready"
      section={section}
      values={values}
      onSave={() => Promise.resolve()}
      links={links}
      {...props}
    />,
  );
const birthdateAged = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

describe('profile section form logic', () => {
  it('turns feet and inches into inches and back', () => {
    expect(inchesFrom(5, 9)).toBe(69);
    expect(inchesFrom(6, null)).toBe(72);
    expect(inchesFrom(null, 4)).toBeNull();
    expect(feetAndInches(69)).toEqual({ feet: 5, inches: 9 });
    expect(feetAndInches(null)).toEqual({ feet: null, inches: null });
  });

  it('validates each section with the contract: one message per field, nested paths on their field', async () => {
    const resolve = sectionsResolver(['basic-info', 'myself']);
    const result = await resolve(
      {
        'basic-info': {
          name: 'A',
          birthdate: birthdateAged(17),
          gender: 'woman',
          city: { name: 'Atlantis', region: '', country: '' },
        },
        myself: { text: 'x'.repeat(PROFILE_TEXT_MAX + 1) },
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      'basic-info': {
        name: expect.objectContaining({ message: 'Use at least 2 characters' }),
        birthdate: expect.objectContaining({ message: 'You must be 18 or older to use this site' }),
        city: expect.objectContaining({ message: 'Choose your city from the list' }),
      },
      myself: { text: expect.objectContaining({ message: 'Keep it to 2,000 characters' }) },
    });
  });

  it('refuses “No pets” beside a pet, as the server does', async () => {
    const resolve = sectionsResolver(['lifestyle']);
    const result = await resolve(
      { lifestyle: { ...completeProfile.sections.lifestyle, pets: ['dog', 'none'] } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      lifestyle: { pets: expect.objectContaining({ message: 'Choose “No pets” or your pets, not both' }) },
    });
  });

  it('outputs the parsed values (trimmed) when every section passes', async () => {
    const resolve = sectionsResolver(['myself']);
    const result = await resolve({ myself: { text: '  Hello there  ' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { myself: { text: 'Hello there' } }, errors: {} });
  });
});

describe('ProfileSectionScreen', () => {
  it('refuses an under-18 birth date beside the field and keeps it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderSection('basic-info', completeProfile.sections, { onSave });
    const birthdate = screen.getByLabelText(/Birth date/);
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, birthdateAged(17));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(birthdate).toHaveAccessibleDescription(/You must be 18 or older/));
    expect(birthdate).toHaveValue(birthdateAged(17));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and reports unsaved changes until a save succeeds', async () => {
    const onDirtyChange = vi.fn();
    let fail = true;
    const onSave = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    renderSection('myself', newMemberProfile.sections, { onSave, onDirtyChange });
    const text = screen.getByRole('textbox', { name: 'About me' });
    await userEvent.type(text, 'I like long walks');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ myself: { text: 'I like long walks' } }));
    expect(text).toHaveValue('I like long walks');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(text).toHaveValue('I like long walks');
  });

  it('shows a field the server refused beside it', async () => {
    renderSection('basic-info', completeProfile.sections, {
      fieldErrors: { 'basic-info': { name: 'That name is not allowed' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveAccessibleDescription(
        /That name is not allowed/,
      ),
    );
  });

  it('makes “No pets” clear the pets and a pet clear “No pets”', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderSection('lifestyle', completeProfile.sections, { onSave });
    const pet = (name: string) => screen.getByRole('checkbox', { name });
    expect(pet('Dog')).toBeChecked();

    await userEvent.click(pet('No pets'));
    expect(pet('No pets')).toBeChecked();
    expect(pet('Dog')).not.toBeChecked();

    await userEvent.click(pet('Cat'));
    await userEvent.click(pet('Fish'));
    expect(pet('No pets')).not.toBeChecked();
    expect(pet('Cat')).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ lifestyle: expect.objectContaining({ pets: ['cat', 'fish'] }) }),
    );
  });

  it('saves the height chosen in feet and inches as inches', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderSection('details', newMemberProfile.sections, { onSave });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Feet' }), '6');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inches' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ details: expect.objectContaining({ heightInches: 73 }) }),
    );
  });
});
