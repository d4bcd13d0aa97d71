import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Disable',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/profile/disable', msw: recorded('account/free-member') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** profile/disable for a free member: what disabling does and keeps, and Continue; no membership to cancel. */
export const Explain: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Disable your profile' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile/disable/reasons',
    );
    await waitFor(() => expect(canvas.queryByText('Loading your membership')).toBeNull(), slow);
    await expect(canvas.queryByRole('link', { name: 'Cancel my membership' })).toBeNull();
  },
};

export const ExplainMobile: Story = { globals: mobile, play: Explain.play };

/** A paying member: the renewing membership disabling does not cancel, and the way to cancel it. */
export const ExplainPayingMember: Story = {
  parameters: { msw: recorded('account/paying-member') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Cancel my membership' }, slow)).toHaveAttribute(
      'href',
      '/subscription/cancel',
    );
    await expect(canvas.getByText(/does not cancel a membership you pay for/)).toBeVisible();
  },
};

/** The whole flow: reasons, the confirmation, then profile/disabled signed out (no member area around it). */
export const DisableFlow: Story = {
  parameters: { route: '/profile/disable/reasons', msw: recorded('account/disable') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I am taking a break' }, slow));
    await userEvent.type(canvas.getByLabelText(/Anything else/), 'Back in the spring.');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable my profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, disable it' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your profile is disabled' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in to reactivate' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No reason chosen: the error beside the choices, nothing sent. */
export const ReasonsFieldErrors: Story = {
  parameters: { route: '/profile/disable/reasons' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable my profile' }, slow));
    await expect(await canvas.findByText('Choose at least one reason')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The call is on its way: the confirm button spins. */
export const ReasonsSaving: Story = {
  parameters: {
    route: '/profile/disable/reasons',
    msw: recorded('account/free-member', loadingForever('disableProfile')),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Something else' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Disable my profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, disable it' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Yes, disable it/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server failed: its message on the page, the choices and the text kept. */
export const ReasonsServerError: Story = {
  parameters: {
    route: '/profile/disable/reasons',
    msw: recorded('account/free-member', failing('disableProfile')),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'I am worried about my privacy' }, slow),
    );
    await userEvent.type(canvas.getByLabelText(/Anything else/), 'Too many strangers.');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable my profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, disable it' }));
    await expect(await canvas.findByText(/Something went wrong on our side/, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I am worried about my privacy' })).toBeChecked();
    await expect(canvas.getByLabelText(/Anything else/)).toHaveValue('Too many strangers.');
  },
};

export const ReasonsMobile: Story = {
  globals: mobile,
  parameters: { route: '/profile/disable/reasons' },
  play: ReasonsFieldErrors.play,
};

/** profile/disabled opened without a session: it renders, with the way back. */
export const Disabled: Story = {
  parameters: { route: '/profile/disabled', msw: recorded('account/visitor') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your profile is disabled' }, slow),
    ).toBeVisible();
  },
};

export const DisabledMobile: Story = {
  globals: mobile,
  parameters: { route: '/profile/disabled', msw: recorded('account/visitor') },
  play: Disabled.play,
};
