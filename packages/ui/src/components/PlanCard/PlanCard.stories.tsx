import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { PlanCard } from './PlanCard';
import type { PlanCardPlan } from './PlanCard';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const oneMonth: PlanCardPlan = {
  id: 'subscription-1-month',
  name: '1 Month',
  price: '$29.99',
  period: 'for 1 month',
  description: '1 Month at $29.99',
};
const threeMonths: PlanCardPlan = {
  id: 'subscription-3-months',
  name: '3 Months',
  price: '$59.97',
  period: 'for 3 months',
  description: '3 Months at $19.99 a month',
  recommended: true,
};
const sixMonths: PlanCardPlan = {
  id: 'subscription-6-months',
  name: '6 Months',
  price: '$89.94',
  period: 'for 6 months',
  description: '6 Months at $14.99 a month',
};

const meta = {
  title: 'Components/PlanCard',
  component: PlanCard,
  args: {
    plan: oneMonth,
    action: (nameId: string) => (
      <Button variant="secondary" fullWidth aria-describedby={nameId} onClick={fn()}>
        Choose
      </Button>
    ),
  },
  // A card is a list item: it is shown in a list of one.
  render: (args) => (
    <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap={4} aria-label="Plans">
      <PlanCard {...args} />
    </Grid>
  ),
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plan: its name names the card, and the button refers to it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: '1 Month' });
    await expect(card).toHaveTextContent('$29.99for 1 month');
    await expect(canvas.getByRole('button', { name: 'Choose' })).toHaveAccessibleDescription('1 Month');
  },
};

/** The recommended plan is marked "Most popular" and outlined. */
export const Recommended: Story = {
  args: {
    plan: threeMonths,
    action: (nameId) => (
      <Button fullWidth aria-describedby={nameId}>
        Choose
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: '3 Months' });
    await expect(card).toHaveAttribute('data-recommended', 'true');
    await expect(card).toHaveTextContent('Most popular');
  },
};

/** The member's own plan: marked "Your plan" (never "Most popular"), and not for sale to them again. */
export const Current: Story = {
  args: {
    plan: { ...threeMonths, current: true },
    action: (nameId) => (
      <Button variant="secondary" fullWidth disabled aria-describedby={nameId}>
        Your plan
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: '3 Months' });
    await expect(card).toHaveAttribute('data-current', 'true');
    await expect(card).not.toHaveAttribute('data-recommended');
    await expect(card).not.toHaveTextContent('Most popular');
    await expect(canvas.getByRole('button', { name: 'Your plan' })).toBeDisabled();
  },
};

/** Three plans side by side, as the paywall and the membership show them; the cards take the same height. */
export const List: Story = {
  render: (args) => (
    <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap={4} aria-label="Plans">
      {[oneMonth, threeMonths, sixMonths].map((plan) => (
        <PlanCard key={plan.id} plan={plan} action={args.action} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getAllByText('Most popular')).toHaveLength(1);
  },
};

/** At 390 px the cards stack, with no sideways scroll. */
export const ListMobile: Story = {
  ...List,
  globals: mobile,
  play: async (context) => {
    await List.play?.(context);
    const { canvasElement } = context;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
