import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ActionOutcome } from './MembershipParts';
import { ActionButton, CardOnFile, PlanChoices } from './MembershipParts';
import { plans } from './MembershipScreen.fixtures';

// The parts the subscription screens share (membership, cancel, offer), each in the states a member meets.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const ok = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
const never = (): Promise<ActionOutcome> => new Promise(() => {});
const failed = (): Promise<ActionOutcome> =>
  Promise.resolve({ ok: false, error: 'Your membership was not reactivated. Try again.' });

const meta = {
  title: 'Screens/Subscription/MembershipParts',
  component: ActionButton,
  args: { onAction: fn(ok), children: 'Reactivate membership' },
} satisfies Meta<typeof ActionButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The action runs, and nothing more is said: the screen shows what changed. */
export const Action: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate membership' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reactivate membership' })).toBeEnabled());
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** While the action runs, its button spins and takes no second click. */
export const ActionRunning: Story = {
  args: { onAction: fn(never) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Reactivate membership/ }));
    await expect(canvas.getByRole('button', { name: /Reactivate membership/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The action failed: why, said right below the button, which works again. */
export const ActionError: Story = {
  args: { onAction: fn(failed) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate membership' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your membership was not reactivated. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Reactivate membership' })).toBeEnabled();
  },
};

export const ActionErrorMobile: Story = {
  ...ActionError,
  args: { onAction: fn(failed), children: 'Reactivate membership', fullWidth: true },
  globals: mobile,
};

/** The card on file: the last four digits, read as "ending in". */
export const Card: Story = {
  render: () => (
    <p>
      <CardOnFile card={{ brand: 'Visa', last4: '4242' }} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Visa/).closest('p')).toHaveTextContent('Visa •••• ending in 4242');
  },
};

/** The plans to buy, the recommended one first to the eye; each choice opens its checkout. */
export const Plans: Story = {
  render: () => <PlanChoices plans={plans} label="Subscription plans" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Subscription plans' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(canvas.getByRole('listitem', { name: '3 Months' })).toHaveTextContent('Most popular');
    await expect(canvas.getByRole('link', { name: 'Choose 6 Months' })).toHaveAttribute(
      'href',
      '/subscription?plan=subscription-6-months',
    );
  },
};

/** At 390 px the plans stack, with no sideways scroll. */
export const PlansMobile: Story = {
  ...Plans,
  globals: mobile,
  play: async (context) => {
    await Plans.play?.(context);
    const { canvasElement } = context;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
