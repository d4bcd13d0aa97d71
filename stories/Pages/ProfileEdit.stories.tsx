import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PROFILE_TEXT_MAX } from '@app/contract';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Profile/Edit',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/profile/edit', msw: recorded('profile/filled') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A filled profile: the meter at 100%, each section with what it holds. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('progressbar', { name: 'Profile completeness' }, slow);
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('link', { name: 'Edit Basic info' })).toHaveAttribute(
      'href',
      '/profile/edit/basic-info',
    );
  },
};

/** A new member: little filled in, the meter low, a link to what is missing. */
export const Empty: Story = {
  parameters: { msw: recorded('profile/empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: "See what's missing" }, slow)).toHaveAttribute(
      'href',
      '/profile/complete',
    );
  },
};

export const LongText: Story = {
  parameters: { msw: recorded('profile/long-text') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Profile completeness' }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: recorded('profile/filled', loadingForever('getOwnProfile')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your profile', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: recorded('profile/filled', failing('getOwnProfile')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Profile completeness' }, slow),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------- a section

/** Change the name, save: back on profile/edit, with a toast, the new name in the summary. */
export const SectionSaved: Story = {
  parameters: { route: '/profile/edit/basic-info', msw: recorded('profile/section-saved') },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Display name/ }, slow);
    await userEvent.clear(name);
    await userEvent.type(name, 'Alexandra');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit your profile' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/^Alexandra · /)).toBeVisible();
  },
};

/** A 1-character name: the rule beside the field, the letter kept. */
export const SectionNameTooShort: Story = {
  parameters: { route: '/profile/edit/basic-info', msw: recorded('profile/section-refused') },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Display name/ }, slow);
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription(/Use at least 2 characters/);
    await expect(name).toHaveValue('A');
  },
};

/** 2,001 characters: refused beside the box, the text kept whole. */
export const SectionTextTooLong: Story = {
  parameters: { route: '/profile/edit/myself', msw: recorded('profile/section-refused') },
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'About me' }, slow);
    await userEvent.clear(text);
    await userEvent.paste('z'.repeat(PROFILE_TEXT_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(text).toHaveAccessibleDescription(/Keep it to 2,000 characters/);
    await expect(text).toHaveValue('z'.repeat(PROFILE_TEXT_MAX + 1));
  },
};

/** The server fails: the message with a retry, and the text stays. */
export const SectionSaveFails: Story = {
  parameters: {
    route: '/profile/edit/myself',
    msw: recorded('profile/filled', failing('saveMyselfSection')),
  },
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'About me' }, slow);
    await userEvent.clear(text);
    await userEvent.type(text, 'Still here after an error.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
    await expect(text).toHaveValue('Still here after an error.');
  },
};

export const SectionSaving: Story = {
  parameters: {
    route: '/profile/edit/myself',
    msw: recorded('profile/filled', loadingForever('saveMyselfSection')),
  },
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'About me' }, slow);
    await userEvent.type(text, ' More.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Leaving with unsaved changes asks first. */
export const SectionUnsavedChanges: Story = {
  parameters: { route: '/profile/edit/myself' },
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'About me' }, slow);
    await userEvent.type(text, ' And I sing.');
    await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeVisible();
  },
};

export const SectionLongText: Story = {
  parameters: { route: '/profile/edit/looking-for', msw: recorded('profile/long-text') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/2,000 \/ 2,000/, undefined, slow)).toBeVisible();
  },
};

export const SectionMobile: Story = {
  parameters: { route: '/profile/edit/details' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Feet' }, slow)).toBeVisible();
  },
};

// ---------------------------------------------------------------- the first-run steps and profile/complete

/** Step 1 for a new member: say who to meet, save, and step 2 opens. */
export const Step1: Story = {
  parameters: { route: '/profile/edit/step1', msw: recorded('profile/empty') },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Step 1 of 3', undefined, slow)).toBeVisible();
    await canvas.findByRole('checkbox', { name: 'Men' }, slow);
    for (const name of ['Women', 'Men', 'Non-binary people']) {
      const box = canvas.getByRole('checkbox', { name });
      if ((box as HTMLInputElement).checked !== (name === 'Men')) await userEvent.click(box);
    }
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Looking for' }), 'long-term');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Step 2 of 3', undefined, slow)).toBeVisible();
  },
};

export const Step3Mobile: Story = {
  parameters: { route: '/profile/edit/step3', msw: recorded('profile/empty') },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'About me' }, slow)).toBeVisible();
  },
};

/** profile/complete for a new member: the meter and a link to each missing part. */
export const Complete: Story = {
  parameters: { route: '/profile/complete', msw: recorded('profile/empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add a photo' }, slow)).toHaveAttribute(
      'href',
      '/profile/photos',
    );
    await expect(canvas.getByRole('link', { name: 'Answer 5 of the 20 questions' })).toHaveAttribute(
      'href',
      '/profile/edit/twenty-q',
    );
  },
};

export const CompleteFilled: Story = {
  parameters: { route: '/profile/complete' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your profile is complete' }, slow),
    ).toBeVisible();
  },
};

export const CompleteMobile: Story = {
  parameters: { route: '/profile/complete', msw: recorded('profile/empty') },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add a photo' }, slow)).toBeVisible();
  },
};
