import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { spinOutcomeCopy } from '@app/contract';
import { failing, recorded } from '@app/mocks';
import { freshVisit, SitePage, withSite } from './site-decorator';

// The wheel turns for about four seconds (six for a double spin) before it announces the result, so those plays wait
// longer.
const landing = { timeout: 15_000 } as const;
const slow = { timeout: 10_000 } as const;

const meta = {
  title: 'Pages/Spin',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/spin',
    msw: recorded('spin/fresh'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member with today's daily spin: the wheel waits, no matches yet. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 1 of 1 daily spin left today.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(canvas.getByText(/No matches yet today/)).toBeVisible();
  },
};

/** The spin: the wheel turns to the server's match, announces it, and shows the match with like, skip and message. */
export const Result: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Spin' }, slow));
    await expect(await canvas.findByRole('region', { name: 'Your spin' }, landing)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(spinOutcomeCopy.match.announce),
      landing,
    );
    await expect(canvas.getAllByRole('button', { name: /^Skip / }).length).toBeGreaterThan(0);
  },
};

/** A paying member's double spin: one spin, two results (a match and two matches). */
export const DoubleResult: Story = {
  parameters: { msw: recorded('spin/full-member-double') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: /Double spin/ }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(
      await canvas.findByRole('region', { name: 'Your double spin' }, { timeout: 20_000 }),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(spinOutcomeCopy['double-match'].announce),
      landing,
    );
  },
};

/** Today's spin used, no extras: the countdown to midnight US Eastern and extra spins to buy. */
export const NoSpinsLeft: Story = {
  parameters: { msw: recorded('spin/no-spins-left') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No spins left today' }, slow)).toBeVisible();
    await expect(canvas.getByText(/17 h/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Get 3 spins for $2.99' }, slow)).toHaveAttribute(
      'href',
      '/subscription?plan=extra-spins-3&continue=%2Fspin',
    );
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Today's spin won an extra spin: the wheel still spins. */
export const ExtraSpinAvailable: Story = {
  parameters: { msw: recorded('spin/extra-spin-left') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/but you have 1 extra spin left/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled();
  },
};

/** The spin fails on the server: nothing is spent, and the member can try again. */
export const SpinError: Story = {
  parameters: { msw: recorded('spin/fresh', failing('spinWheel')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Spin' }, slow));
    await expect(await canvas.findByRole('region', { name: "The wheel didn't spin" }, slow)).toBeVisible();
  },
};

/** The spin state cannot be read: the page's error with a retry. */
export const LoadError: Story = {
  parameters: { msw: recorded('spin/fresh', failing('getSpin')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again/i }, slow)).toBeVisible();
  },
};
