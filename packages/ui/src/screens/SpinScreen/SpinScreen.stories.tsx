import type { DailyMatch, MemberSummary, SpinResult, SpinState } from '@app/contract';
import { EXTRA_SPINS_PER_PURCHASE, spinOutcomeCopy } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SpinScreen } from './SpinScreen';
import type { SpinAttempt, SpinScreenProps } from './SpinScreen';

// Every spin state, result and daily match here is an answer the real server recorded (scripts/record/scenarios/
// spin.ts), at the recording's "now": 7 am US Eastern, so the daily spins come back at midnight Eastern in 17 h.
const NOW = new Date(RECORDING_NOW);

/** The spin state the spin page read after `step` state-changing calls of `scenario`. */
const stateAt = (scenario: ScenarioName, step = 0): SpinState =>
  recordedAnswer(scenario, 'getSpin', { step }).data;
/** The server's answer to the spin made after `step` state-changing calls: the result and the state after it. */
const spinAt = (scenario: ScenarioName, step = 0): SpinAnswer =>
  recordedAnswer(scenario, 'spinWheel', { step }).data;

/**
 * The paying member later in the day: 1 of 3 daily spins, 2 extra spins and the double spin left, three earlier
 * matches (liked, skipped, mutual). The spin reveals a match, the member likes it (step 2), an extra spin reveals
 * another.
 */
const FULL_DAY = 'spin/full-member-day';

/** "Jordan, 34": a member as the screen names them. */
const nameOf = (member: MemberSummary) => `${member.name}, ${member.age}`;
/** The members a spin revealed. */
const revealedBy = (result: SpinResult) => result.outcomes.flatMap((o) => o.matches);
const withStatus = (state: SpinState, status: DailyMatch['status']) => {
  const match = state.matches.find((m) => m.status === status);
  if (!match) throw new Error(`No ${status} match recorded`);
  return match.member;
};

/** The server's answer to a spin: what the wheel did and the spin state after it. */
type SpinAnswer = { spin: SpinResult; state: SpinState };

/**
 * What the story's server answers, all recorded: to a spin (or the spin fails), and the state the site reads again
 * after a like or a skip.
 */
type SpinServer = { spin?: SpinAnswer | { fail: string }; liked?: SpinState; skipped?: SpinState };

/**
 * The screen as the site drives it: Spin asks the story's server (`parameters.spinServer`), the wheel turns while it
 * answers, then the result and the state after it arrive; after a like or a skip the site reads the state again.
 */
function SpinScreenWithServer({ server = {}, ...args }: SpinScreenProps & { server?: SpinServer }) {
  const ready = args.status === 'ready' ? (args as ReadyArgs) : null;
  const [state, setState] = useState(ready?.state);
  const [spin, setSpin] = useState<SpinAttempt>(ready?.spin ?? { status: 'idle' });
  if (!ready || !state) return <SpinScreen {...args} />;
  return (
    <SpinScreen
      {...ready}
      state={state}
      spin={spin}
      onSpin={(options) => {
        ready.onSpin(options);
        setSpin({ status: 'spinning', double: options.double });
        setTimeout(() => {
          const answer = server.spin;
          if (!answer) return;
          if ('fail' in answer) {
            setSpin({ status: 'error', message: answer.fail, double: options.double });
            return;
          }
          setState(answer.state);
          setSpin({ status: 'result', result: answer.spin });
        }, 600);
      }}
      onLike={(member, liked) => {
        ready.onLike(member, liked);
        if (server.liked) setState(server.liked);
      }}
      onSkip={(member) => {
        ready.onSkip(member);
        if (server.skipped) setState(server.skipped);
      }}
    />
  );
}

const meta = {
  title: 'Screens/SpinScreen',
  component: SpinScreen,
  args: {
    status: 'ready',
    state: stateAt(FULL_DAY),
    onSpin: fn(),
    onLike: fn(),
    onSkip: fn(),
    onReset: fn(),
    profileHref: (id: number) => `/profile/view/${id}`,
    messageHref: (id: number) => `/mail/compose/${id}`,
    extraSpins: {
      href: '/subscription?plan=extra-spins-3&continue=%2Fspin',
      price: '$2.99',
      count: EXTRA_SPINS_PER_PURCHASE,
    },
    now: () => NOW,
  },
  render: (args, { parameters }) => (
    <SpinScreenWithServer {...args} server={parameters.spinServer as SpinServer | undefined} />
  ),
} satisfies Meta<typeof SpinScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type ReadyArgs = Extract<SpinScreenProps, { status: 'ready' }>;
/** The callbacks of a story's args (every story here passes them through `meta.args`). */
const spy = (args: SpinScreenProps) => args as ReadyArgs;

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
/** The landing takes a few seconds when motion is allowed; the QA run's browser asks for reduced motion. */
const settles = { timeout: 10_000 };
const liveRegion = (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector('[role="status"][aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
};

const fullDaySpin = spinAt(FULL_DAY);
const [fullDayMatch] = revealedBy(fullDaySpin.spin) as [MemberSummary];
const newMatch = (member: MemberSummary) => `${spinOutcomeCopy.match.announce}: ${nameOf(member)}`;

/** Ready to spin: spins left in words, the wheel, the double spin switch, and today's matches so far. */
export const Idle: Story = {
  parameters: { spinServer: { spin: fullDaySpin } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spin the matches' })).toBeVisible();
    await expect(
      canvas.getByText('You have 1 of 3 daily spins left today, and 2 extra spins.'),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Double spin/ })).not.toBeChecked();
    const list = within(canvas.getByRole('region', { name: "Today's matches" }));
    await expect(list.getByText('A mutual like')).toBeVisible();
    const mutual = withStatus(spy(args).state, 'mutual');
    await expect(list.getByRole('link', { name: `Message ${mutual.name}` })).toHaveAttribute(
      'href',
      `/mail/compose/${mutual.id}`,
    );
  },
};

/** Waiting for the server's answer. */
export const Spinning: Story = {
  args: { spin: { status: 'spinning', double: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(liveRegion(canvasElement)).toHaveTextContent('Spinning the wheel…');
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('switch', { name: /Double spin/ })).toBeDisabled();
  },
};

/**
 * Spin (Enter): the wheel stops on a match, the live region says who, and the card shows with like, skip and message;
 * liking it marks it liked in today's list.
 */
export const ResultMatch: Story = {
  parameters: { spinServer: { spin: fullDaySpin, liked: stateAt(FULL_DAY, 2) } },
  play: async ({ canvas, canvasElement, args, userEvent, step }) => {
    await step('spin', async () => {
      canvas.getByRole('button', { name: 'Spin' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(spy(args).onSpin).toHaveBeenCalledWith({ double: false });
      await waitFor(
        () => expect(liveRegion(canvasElement)).toHaveTextContent(newMatch(fullDayMatch)),
        settles,
      );
    });
    const panel = within(await canvas.findByRole('region', { name: 'Your spin' }));
    await expect(panel.getByText('You got a new match')).toBeVisible();
    await expect(
      canvas.getByText('You have used all 3 daily spins today, but you have 2 extra spins left.'),
    ).toBeVisible();
    await step('like the match', async () => {
      const like = panel.getByRole('button', { name: `Like ${fullDayMatch.name}` });
      await userEvent.click(like);
      await expect(spy(args).onLike).toHaveBeenCalledWith(
        expect.objectContaining({ id: fullDayMatch.id }),
        true,
      );
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.getByText('You liked them')).toBeVisible();
    });
  },
};

const doubleSpin = spinAt('spin/full-member-double');

/** A double spin (full members, one a day): switch it on, spin once, two results. */
export const DoubleResult: Story = {
  args: { state: stateAt('spin/full-member-double') },
  parameters: { spinServer: { spin: doubleSpin } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Double spin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(spy(args).onSpin).toHaveBeenCalledWith({ double: true });
    const [one, two] = doubleSpin.spin.outcomes.map((outcome) => outcome.matches.map(nameOf).join(' and '));
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          `Double spin. ${spinOutcomeCopy.match.announce}: ${one}. ${spinOutcomeCopy['double-match'].announce}: ${two}`,
        ),
      settles,
    );
    const panel = within(await canvas.findByRole('region', { name: 'Your double spin' }));
    await expect(panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      revealedBy(doubleSpin.spin).map(nameOf),
    );
    // Used up: no double spin switch any more.
    await expect(canvas.queryByRole('switch', { name: /Double spin/ })).toBeNull();
  },
};

/** The extra-spin segment: the spin is spent and one comes back as an extra spin. */
export const ExtraSpinWon: Story = {
  args: { state: stateAt('spin/extra-spin-won') },
  parameters: { spinServer: { spin: spinAt('spin/extra-spin-won') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('You have 1 of 1 daily spin left today.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You won an extra spin'),
      settles,
    );
    await expect(
      canvas.getByText('You have used your daily spin today, but you have 1 extra spin left.'),
    ).toBeVisible();
  },
};

/** The boost segment: the instant-win boost. */
export const BoostWon: Story = {
  args: { state: stateAt('spin/extra-spin-left') },
  parameters: { spinServer: { spin: spinAt('spin/extra-spin-left') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'You won a 15-minute boost: you are a top profile in your area',
        ),
      settles,
    );
    const panel = within(await canvas.findByRole('region', { name: 'Your spin' }));
    await expect(
      panel.getByText('You won a 15-minute boost: you are a top profile in your area'),
    ).toBeVisible();
  },
};

/** A match segment with nobody left in today's pool (all 10 revealed): the spin is given back. */
export const NoMatch: Story = {
  args: { state: stateAt('spin/pool-used-up') },
  parameters: { spinServer: { spin: spinAt('spin/pool-used-up') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const left = 'You have used all 3 daily spins today, but you have 1 extra spin left.';
    await expect(canvas.getByText(left)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'No new matches left today. Your spin was given back.',
        ),
      settles,
    );
    await expect(canvas.getByText(left)).toBeVisible();
  },
};

/** No spin left: the countdown to midnight US Eastern, and extra spins to buy. */
export const NoSpinsLeft: Story = {
  args: { state: stateAt('spin/no-spins-left') },
  parameters: { spinServer: { skipped: stateAt('spin/no-spins-left', 1) } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No spins left today' })).toBeVisible();
    await expect(canvas.getByText(/Your spins come back in/)).toHaveTextContent(
      'Your spins come back in 17 h, at midnight US Eastern time.',
    );
    await expect(canvas.getByRole('link', { name: 'Get 3 spins for $2.99' })).toHaveAttribute(
      'href',
      '/subscription?plan=extra-spins-3&continue=%2Fspin',
    );
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spin);
    await expect(spy(args).onSpin).not.toHaveBeenCalled();
  },
};

const extraSpin = spinAt(FULL_DAY, 2);

/** Today's spins are used, extra spins are left: spin on (an extra one), the daily ones come back at midnight. */
export const ExtraSpinAvailable: Story = {
  args: { state: stateAt(FULL_DAY, 2) },
  parameters: { spinServer: { spin: extraSpin } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByText('You have used all 3 daily spins today, but you have 2 extra spins left.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your daily spins are used up' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Get 3 spins/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    const [revealed] = revealedBy(extraSpin.spin) as [MemberSummary];
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(newMatch(revealed)), settles);
    await expect(
      canvas.getByText('You have used all 3 daily spins today, but you have 1 extra spin left.'),
    ).toBeVisible();
  },
};

/** The spin failed (network, server): the wheel stops, what was shown stays, and Try again spins again. */
export const SpinError: Story = {
  parameters: { spinServer: { spin: { fail: 'Something went wrong on our side. Try again.' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(await canvas.findByText('Something went wrong on our side. Try again.')).toBeVisible();
    await expect(
      canvas.getByText('You have 1 of 3 daily spins left today, and 2 extra spins.'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: "Today's matches" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(spy(args).onSpin).toHaveBeenCalledTimes(2);
    // The retry fails too: end on its error, so the screenshot never catches the retry in flight.
    await expect(
      await canvas.findByText('Something went wrong on our side. Try again.', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The spin state could not be loaded. */
export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: "We couldn't load your spins" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your spins');
  },
};

/** Reduced motion (forced by the prop here): the result shows at once, without turning. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  parameters: { spinServer: { spin: fullDaySpin } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(newMatch(fullDayMatch)));
    await expect(canvas.getByTestId('spin-wheel-disc').style.transitionDuration).toBe('0ms');
    await expect(await canvas.findByRole('region', { name: 'Your spin' })).toBeVisible();
  },
};

const freshSpin = spinAt('spin/fresh');

/** A free member at 390 px: one daily spin, no double spin; the wheel fits, nothing scrolls sideways. */
export const FreeMemberMobile: Story = {
  globals: mobile,
  args: { state: stateAt('spin/fresh') },
  parameters: { spinServer: { spin: freshSpin, liked: stateAt('spin/fresh', 2) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('You have 1 of 1 daily spin left today.')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    const [revealed] = revealedBy(freshSpin.spin) as [MemberSummary];
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(newMatch(revealed)), settles);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No spins left at 390 px: the countdown and the offer fit. */
export const NoSpinsLeftMobile: Story = { ...NoSpinsLeft, globals: mobile };
