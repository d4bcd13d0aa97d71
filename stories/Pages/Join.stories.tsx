import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedRequest } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** The sign-up link the recorded visitor followed. */
const confirmLink = (scenario: ScenarioName) =>
  `/signup/confirm?token=${(recordedRequest(scenario, 'confirmSignUp') as { token: string }).token}`;

const meta = {
  title: 'Pages/Join',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/signup', msw: recorded('join/signup-sent') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills in the whole form as the recorded visitor did, with `password`. */
async function fillIn(canvas: Canvas, userEvent: UserEvent, password: string) {
  await userEvent.type(await canvas.findByLabelText(/^Email/, undefined, slow), 'nova.new@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText(/^First name/), 'Nova');
  await userEvent.type(canvas.getByLabelText(/^Date of birth/), '1996-04-02');
  await userEvent.click(canvas.getByRole('radio', { name: 'Woman' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Men' }));
  await userEvent.type(canvas.getByRole('combobox', { name: /^City/ }), 'Aus');
  await userEvent.click(await canvas.findByRole('option', { name: /^Austin, / }, slow));
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the User agreement/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /not a robot/ }));
}

/** The empty form: every field the server asks for, the documents and the CAPTCHA. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).toBeVisible();
  },
};

/** Sent with nothing filled in: each field says what it needs, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }, slow));
    await expect(await canvas.findByText('Choose your city', undefined, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Accept the user agreement and the privacy policy')).toBeVisible();
  },
};

/** Filled in and sent: check your inbox (the same words whether or not the address is a member's). */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent, 'Sunny-Meadow-42');
    await expect(canvas.getByText(/^(Strong|Very strong)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('nova.new@example.com')).toBeVisible();
  },
};

/** A common password: the meter says so as it is typed, and the server's refusal stands beside the field. */
export const WeakPassword: Story = {
  parameters: { msw: recorded('join/signup-weak-password') },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent, 'password123');
    await expect(await canvas.findByText('Very weak', undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText(/This password is too easy to guess/, undefined, slow),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('nova.new@example.com');
  },
};

/** The server cannot be reached: say so, and keep everything typed. */
export const ServerError: Story = {
  parameters: { msw: recorded('join/signup-sent', failing('signUp')) },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent, 'Sunny-Meadow-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('Something went wrong on our side. Try again.', undefined, slow),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Nova');
  },
};

export const Mobile: Story = { globals: mobile, play: Form.play };

/** The mailed link: the profile is created, the member is logged in and step 1 of the first-run flow opens. */
export const LinkFollowed: Story = {
  parameters: { route: confirmLink('join/confirm'), msw: recorded('join/confirm') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Step 1 of 3', undefined, slow)).toBeVisible();
  },
};

/** A used link: it says so, with the way to sign up again. */
export const LinkUsed: Story = {
  parameters: { route: confirmLink('join/confirm-used'), msw: recorded('join/confirm-used') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }, slow),
    ).toBeVisible();
  },
};

/** The first-run flow's photos step: Finish waits for a photo, then profile/complete opens. */
export const PhotosStep: Story = {
  parameters: { route: '/profile/photos', msw: recorded('join/photos-step') },
  play: async ({ canvas }) => {
    const finish = await canvas.findByRole('button', { name: 'Finish my profile' }, slow);
    await waitFor(() => expect(finish).toBeDisabled());
  },
};
