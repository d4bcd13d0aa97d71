import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { DEMO_PASSWORD, demoLogins } from '@app/demo-data';
import { failing, loadingForever, recorded, recordedRequest } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Login',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/login', msw: recorded('account/visitor') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' }, slow)).toBeVisible();
  },
};

/** Nothing typed: each field says what it needs, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }, slow));
    await expect(await canvas.findByText('Enter your password', undefined, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's own message for a wrong password; what the member typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Wrong email or password.', undefined, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(demoLogins.free);
  },
};

export const ServerError: Story = {
  parameters: { msw: recorded('account/visitor', failing('login')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByText('Something went wrong on our side. Try again.', undefined, slow),
    ).toBeVisible();
  },
};

/** The login is on its way: the button shows it, and a second click sends nothing more. */
export const Submitting: Story = {
  parameters: { msw: recorded('account/visitor', loadingForever('login')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The same page at 390 px, once its content has loaded. */
export const Mobile: Story = { globals: mobile, play: Default.play };

/** A disabled profile: the login is refused with the way back; Reactivate my profile logs in with `reactivate`. */
export const ProfileDisabled: Story = {
  parameters: { msw: recorded('account/disabled-login') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Your profile is disabled' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
    await expect(canvas.getByRole('button', { name: 'Reactivate my profile' })).toBeVisible();
  },
};

export const ProfileDisabledMobile: Story = {
  globals: mobile,
  parameters: ProfileDisabled.parameters,
  play: ProfileDisabled.play,
};

/** Reactivating logs in and opens the member area. */
export const Reactivated: Story = {
  parameters: { msw: recorded('account/disabled-login') },
  play: async (context) => {
    await ProfileDisabled.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate my profile' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull(), slow);
    // Home, with the reactivation's welcome over it: the picture is never taken while the member area is loading.
    await expect(await screen.findByRole('dialog', { name: 'Welcome back' }, slow)).toBeVisible();
  },
};

/** The Facebook sandbox: the account's address in the dialog, then the member area. */
export const FacebookLogin: Story = {
  parameters: { msw: recorded('account/facebook-login') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Facebook' }, slow));
    await userEvent.type(
      await screen.findByLabelText(/Facebook account email/, undefined, slow),
      demoLogins.free,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull(), slow);
  },
};

/** Many wrong passwords for this account came from elsewhere: the CAPTCHA joins the form, and with it the login works. */
export const CaptchaRequired: Story = {
  parameters: { msw: recorded('account/login-captcha') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const security = await canvas.findByRole('region', { name: 'Security check' }, slow);
    await expect(security).toHaveTextContent('Confirm you are not a robot, then log in.');
  },
};

/** The code the recorded member typed at the second step: the first (refused), then the right one. */
const twoStepCode = (nth: number) =>
  (recordedRequest('sign-in/two-step-login', 'twoStepSignIn', { nth }) as { code: string }).code;

/** Two-step sign-in is on: the right password leads to the second step, which asks for the app's code. */
export const TwoStepCode: Story = {
  parameters: { msw: recorded('sign-in/two-step-login') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Two-step sign-in' }, slow),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Code/)).toHaveFocus());
  },
};

/** A code that is not the app's: the server's words beside the field, the code kept to correct. */
export const TwoStepWrongCode: Story = {
  parameters: TwoStepCode.parameters,
  play: async (context) => {
    await TwoStepCode.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByLabelText(/^Code/), twoStepCode(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/This code is not right/, undefined, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/^Code/)).toHaveValue(twoStepCode(0));
  },
};

/** The app's code: signed in, on to home. */
export const TwoStepSignedIn: Story = {
  parameters: TwoStepCode.parameters,
  play: async (context) => {
    await TwoStepCode.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByLabelText(/^Code/), twoStepCode(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow)).toBeVisible();
  },
};

export const TwoStepCodeMobile: Story = {
  globals: mobile,
  parameters: TwoStepCode.parameters,
  play: TwoStepCode.play,
};
