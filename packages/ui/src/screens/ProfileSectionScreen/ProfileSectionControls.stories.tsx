import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import type { City } from '@app/contract';
import { NAME_MAX } from '@app/contract';
import { Checkbox } from '../../components/Checkbox';
import { Stack } from '../../components/Stack';
import type { Draft } from './ProfileSectionScreen.form';
import type { FieldAccess } from './ProfileSectionControls';
import { ChoiceGroup, CityField, CountedText, HeightField } from './ProfileSectionControls';

// The composed controls of the profile sections, each on its own with the state it holds.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const portland: City = { name: 'Portland', region: 'Oregon', country: 'US', lat: 45.52, lon: -122.68 };

function Height({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return <HeightField value={value} onChange={setValue} />;
}

function CityBox() {
  const [value, setValue] = useState({ name: '', region: '', country: '' });
  return <CityField value={value} onChange={setValue} cities={{ suggestions: [portland], onQuery: fn() }} />;
}

function Counted({ text }: { text: string }) {
  const { register, watch, setValue } = useForm<Draft>({ defaultValues: { 'basic-info': { name: text } } });
  const field: FieldAccess = {
    register,
    // eslint-disable-next-line react-hooks/incompatible-library
    value: (name) => watch(name),
    set: (name, value) => setValue(name, value as never),
  };
  return <CountedText field={field} name="basic-info.name" label="Display name" max={NAME_MAX} />;
}

const meta = {
  title: 'Screens/ProfileSectionScreen/ProfileSectionControls',
  component: HeightField,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof HeightField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Height in feet and inches: the inches wait for the feet. */
export const HeightInFeet: Story = {
  render: () => <Height initial={null} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Inches' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Feet' }), '5');
    await expect(canvas.getByRole('combobox', { name: 'Inches' })).toBeEnabled();
  },
};

/** The city box keeps what was typed; a city from the list is the one saved. */
export const CityLookup: Story = {
  render: () => <CityBox />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /City/ }), 'Port');
    await expect(canvas.getByRole('combobox', { name: /City/ })).toHaveValue('Port');
  },
};

/** Several choices in a fieldset; the error is said on the group. */
export const Choices: Story = {
  render: () => (
    <ChoiceGroup legend="Looking for" hint="Choose one or more." error="Choose who you want to meet">
      <Checkbox label="Women" value="woman" />
      <Checkbox label="Men" value="man" />
    </ChoiceGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Looking for' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose one or more. .*Choose who you want to meet/);
  },
};

/** A counted text over its limit: kept whole, with the count saying how much to trim. */
export const CountedOverLimit: Story = {
  render: () => <Counted text={'M'.repeat(NAME_MAX + 3)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Display name/ })).toHaveAccessibleDescription(
      /3 too many/,
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  render: () => (
    <Stack gap={5}>
      <Height initial={66} />
      <CityBox />
      <Counted text="Maya" />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Inches' })).toHaveValue('6');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
