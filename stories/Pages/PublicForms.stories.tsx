// The public contact forms, answered as the server answered them: a form sent and its reference, a
// mistake beside its field, the rate limit, and the bug report at 390 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/PublicForms',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/customer-service', msw: recorded('account/support-sent') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = 'My membership renewed but the receipt page shows the old date.';

/** A visitor writes to customer service and gets the reference to quote. */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your name/ }, slow), 'Ana Lopez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'ana@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'billing');
    await userEvent.type(canvas.getByRole('textbox', { name: /How can we help/ }), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your message was sent' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/^CS-[2-9A-Z]{8}$/)).toBeVisible();
  },
};

/** A message too short: the error beside the box, what was typed kept. */
export const FieldError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your name/ }, slow), 'Ana Lopez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'ana@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'account');
    await userEvent.type(canvas.getByRole('textbox', { name: /How can we help/ }), 'Help');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const box = canvas.getByRole('textbox', { name: /How can we help/ });
    await expect(box).toHaveAccessibleDescription(/Write at least 10 characters/);
    await expect(box).toHaveValue('Help');
  },
};

/** Over the rate limit: when to try again, and the message still there. */
export const RateLimited: Story = {
  parameters: { msw: recorded('account/support-rate-limited') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your name/ }, slow), 'Ana Lopez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'ana@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'billing');
    await userEvent.type(canvas.getByRole('textbox', { name: /How can we help/ }), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText(/Try again in 60 minutes/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /How can we help/ })).toHaveValue(message);
  },
};

/** The bug report at 390 px. */
export const BugReportMobile: Story = {
  parameters: { route: '/bug-report' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report a bug' }, slow)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
