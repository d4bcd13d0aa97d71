import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TwoStepPanel } from './TwoStepPanel';
import type { TwoStepPanelState } from './TwoStepPanel';

const secret = 'JBSWY3DPEHPK3PXPKRUGS4ZANFZSAYJA';
const setup: TwoStepPanelState = {
  step: 'setup',
  secret,
  otpauthUri: `otpauth://totp/Spark:ava%40example.com?secret=${secret}&issuer=Spark&algorithm=SHA1&digits=6&period=30`,
};
const recoveryCodes = [
  'k7rq-2xmd',
  '9fht-m4wz',
  'p3vn-8cjy',
  'x6bd-t2ke',
  'w5qa-n9rg',
  'h8ms-4ylp',
  'c2zu-7fvx',
  'r4je-k6dn',
  'y9tg-3pwb',
  'f5lc-q8hs',
];
const on = (recoveryCodesLeft: number): TwoStepPanelState => ({
  step: 'on',
  since: 'Nov 21, 2026',
  recoveryCodesLeft,
});

const meta = {
  title: 'Components/TwoStepPanel',
  component: TwoStepPanel,
  args: {
    status: 'ready',
    state: { step: 'off' },
    hasPassword: true,
    onRetry: fn(),
    onStart: fn(),
    onEnable: fn(),
    onCancelSetup: fn(),
    onCodesSaved: fn(),
    onDisable: fn(),
    onNewCodes: fn(),
  },
} satisfies Meta<typeof TwoStepPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: what it does in one line, and the button that starts turning it on. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(canvas.getByText(/Someone who learns your password still cannot sign in/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Turn on two-step sign-in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Setting up: the QR code and the key to type, then the app's first code (focused) turns it on. */
export const Setup: Story = {
  args: { state: setup },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText(/6-digit code/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const qr = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    await expect(qr.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    await expect(canvas.getByText('Setup key').nextElementSibling).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP KRUG S4ZA NFZS AYJA',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.type(field, ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onEnable).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSetup).toHaveBeenCalledTimes(1);
  },
};

/** No code typed: the field says so and nothing is sent. */
export const SetupEmptyCode: Story = {
  args: { state: setup },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const field = canvas.getByLabelText(/6-digit code/);
    await expect(field).toHaveAccessibleDescription(/Enter the code from your app/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** The server refused the code: its message beside the field. */
export const SetupWrongCode: Story = {
  args: {
    state: setup,
    fieldError: {
      field: 'code',
      message: 'That code is not right. Check the time on your phone and try again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/6-digit code/)).toHaveAccessibleDescription(/That code is not right/);
  },
};

export const Enabling: Story = {
  args: { state: setup, enabling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Turn on/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The recovery codes, shown once: the heading takes the focus; copying them says so. */
export const Codes: Story = {
  args: { state: { step: 'codes', recoveryCodes }, saved: 'Two-step sign-in is on.' },
  beforeEach: () => {
    const writeText = fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    const heading = canvas.getByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/Each code works once/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Save your recovery codes' });
    await expect(list.querySelectorAll('li')).toHaveLength(recoveryCodes.length);
    await expect(list).toHaveTextContent('k7rq-2xmd');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((status) => status.textContent === 'Copied')).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved my codes' }));
    await expect(args.onCodesSaved).toHaveBeenCalledTimes(1);
  },
};

/** A browser without the clipboard: the member is told to copy the codes by hand. */
export const CodesWithoutClipboard: Story = {
  args: { state: { step: 'codes', recoveryCodes } },
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(canvas.getByText(/select the codes and copy them yourself/)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** Turned off: the confirmation in a status. */
export const TurnedOff: Story = {
  args: { saved: 'Two-step sign-in is off.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Two-step sign-in is off.');
  },
};

/** A failure that names no field (network, too many tries): an alert. */
export const RequestError: Story = {
  args: { state: on(8), error: 'Too many tries. Try again in 10 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Try again in 10 minutes.');
  },
};

export const Loading: Story = {
  args: { status: 'loading', state: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking two-step sign-in' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', state: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t check two-step sign-in.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The setup at phone width: the QR code, the key and the buttons fit without sideways scrolling. */
export const Mobile: Story = {
  args: { state: setup },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const MobileCodes: Story = {
  args: { state: { step: 'codes', recoveryCodes } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
