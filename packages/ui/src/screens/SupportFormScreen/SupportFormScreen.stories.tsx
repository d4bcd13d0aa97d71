import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn } from 'storybook/test';
import { SupportFormScreen } from './SupportFormScreen';

const footerLinks = [
  { label: 'Safety tips', href: '/safety-tips' },
  { label: 'Questions and answers', href: '/faq' },
  { label: 'Customer service', href: '/customer-service' },
];

const message = 'My membership renewed but the receipt page shows the old date.';

type Canvas = ReturnType<typeof within>;
type User = {
  type: (element: Element, text: string) => Promise<void>;
  selectOptions: (element: Element, value: string) => Promise<void>;
};

/** Fills the customer service form as a visitor would. */
async function fillCustomerService(canvas: Canvas, userEvent: User) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Ana Lopez');
  await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'ana@example.com');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'billing');
  await userEvent.type(canvas.getByRole('textbox', { name: /How can we help/ }), message);
}

const meta = {
  title: 'Screens/SupportFormScreen',
  component: SupportFormScreen,
  args: {
    form: 'customer-service',
    status: 'editing',
    onSubmit: fn(),
    homeHref: '/',
    nextLink: { label: 'Read the questions and answers', href: '/faq' },
    footerLinks,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupportFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: name, email, the form's own fields (a topic here) and the message, each labelled. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await fillCustomerService(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      topic: 'billing',
      message,
    });
  },
};

/** Sent empty, then with a short message: each mistake beside its field, the first one focused, nothing typed lost. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Ana Lopez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'ana@');
    await userEvent.type(canvas.getByRole('textbox', { name: /How can we help/ }), 'Help me');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const email = canvas.getByRole('textbox', { name: /Your email/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(canvas.getByRole('combobox', { name: /Topic/ })).toHaveAccessibleDescription(/Choose topic/);
    const box = canvas.getByRole('textbox', { name: /How can we help/ });
    await expect(box).toHaveAccessibleDescription(/Write at least 10 characters/);
    await expect(box).toHaveValue('Help me');
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Lopez');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A logged-in member: name and email are filled in. */
export const Member: Story = {
  args: { initialValues: { name: 'Jamie', email: 'jamie@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Jamie');
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveValue('jamie@example.com');
  },
};

/** Sending: the button shows it is busy. */
export const Sending: Story = {
  args: { submitting: true, initialValues: { name: 'Jamie', email: 'jamie@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Send message/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server named a field (400): its message beside the field (the e2e test checks the field also gets focus). */
export const ServerFieldError: Story = {
  args: { errors: { email: 'Enter a valid email address' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Your email/ });
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending failed (network or server): what was typed stays, and "Try again" sends it again. */
export const SendFailed: Story = {
  args: {
    sendError: {
      kind: 'network',
      message: 'We could not reach our server. Check your connection and try again.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillCustomerService(canvas, userEvent);
    await expect(canvas.getByText(/What you wrote is still here/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ message, topic: 'billing' }));
  },
};

/** Too many messages from this address: when to try again, no retry button, nothing typed lost. */
export const RateLimited: Story = {
  args: {
    initialValues: { name: 'Jamie', email: 'jamie@example.com' },
    sendError: {
      kind: 'rate-limited',
      message: 'You sent this form 5 times in the last hour. Try again in 42 minutes.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Try again in 42 minutes/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Sent: the reference to quote (its heading takes focus, so it is announced) and where to go next. */
export const Sent: Story = {
  args: { status: 'sent', reference: 'CS-7K2MQ9XH' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your message was sent' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(canvas.getByText('CS-7K2MQ9XH')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the questions and answers' })).toHaveAttribute(
      'href',
      '/faq',
    );
  },
};

/** The bug report at 390 px: page, steps and browser besides the message; nothing scrolls sideways. */
export const BugReportMobile: Story = {
  args: { form: 'bug-report', nextLink: undefined },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report a bug' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Page/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Steps to make it happen/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The success story form: the partner's name and consent to publish. */
export const SuccessStory: Story = {
  args: { form: 'success-stories' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Maya');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'maya@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /partner’s first name/ }), 'Daniel');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your story/ }), 'We met on a Sunday spin.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /You may publish our story/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send our story' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Maya',
      email: 'maya@example.com',
      partnerName: 'Daniel',
      message: 'We met on a Sunday spin.',
      consentToPublish: true,
    });
  },
};
