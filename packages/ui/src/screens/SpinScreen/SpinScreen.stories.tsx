import type { DailyMatch, MemberSummary, SpinOutcome, SpinResult, SpinState } from '@app/contract';
import { DOUBLE_SPINS_PER_DAY, EXTRA_SPINS_PER_PURCHASE, dailySpinAllowance } from '@app/contract';
import { createMemberSummary } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SpinScreen } from './SpinScreen';
import type { SpinAttempt, SpinScreenProps } from './SpinScreen';

/** 6:48 pm US Eastern: the daily spins come back at midnight Eastern, in 5 h 12 min. */
const NOW = new Date('2026-11-20T23:48:00Z');
const RESETS_AT = '2026-11-21T05:00:00.000Z';
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();

const jordan = createMemberSummary({ id: 21, name: 'Jordan', age: 34, likedByMe: false });
const sam = createMemberSummary({ id: 22, name: 'Sam', age: 29, likedByMe: false });
const alex = createMemberSummary({ id: 23, name: 'Alex', age: 31 });
const riley = createMemberSummary({ id: 24, name: 'Riley', age: 27 });
const casey = createMemberSummary({ id: 25, name: 'Casey', age: 38 });

const daily = (member: MemberSummary, status: DailyMatch['status'], minutesAgo: number): DailyMatch => ({
  member,
  status,
  revealedAt: at(minutesAgo),
});

/** Earlier today: one liked, one skipped, one mutual. */
const earlier: DailyMatch[] = [
  daily(alex, 'liked', 90),
  daily(riley, 'skipped', 200),
  daily({ ...casey, likesMe: true }, 'mutual', 300),
];

/** A full member before spinning: 2 of 3 daily spins, 1 extra, the double spin. */
const fullMember: SpinState = {
  dailyAllowance: dailySpinAllowance.full,
  dailyLeft: 2,
  extraLeft: 1,
  doubleLeft: DOUBLE_SPINS_PER_DAY,
  resetsAt: RESETS_AT,
  matches: earlier,
  poolLeft: 7,
};

const freeMember: SpinState = {
  dailyAllowance: dailySpinAllowance.free,
  dailyLeft: 1,
  extraLeft: 0,
  doubleLeft: 0,
  resetsAt: RESETS_AT,
  matches: [],
  poolLeft: 10,
};

const outcome = (kind: SpinOutcome['kind'], segment: number, matches: MemberSummary[] = []): SpinOutcome => ({
  kind,
  segment,
  matches,
});
const result = (
  outcomes: SpinOutcome[],
  double = false,
  spent: SpinResult['spent'] = 'daily',
): SpinResult => ({
  id: 41,
  spent,
  double,
  outcomes,
  at: NOW.toISOString(),
});

/** The state after a spin: one spin fewer, the new matches first. */
function after(state: SpinState, spin: SpinResult): SpinState {
  const revealed = spin.outcomes.flatMap((o) => o.matches).map((m) => daily(m, 'new', 0));
  const dailyLeft = spin.spent === 'daily' ? state.dailyLeft - 1 : state.dailyLeft;
  const extraWon = spin.outcomes.filter((o) => o.kind === 'extra-spin').length;
  return {
    ...state,
    dailyLeft,
    extraLeft: state.extraLeft - (spin.spent === 'extra' ? 1 : 0) + extraWon,
    doubleLeft: spin.double ? state.doubleLeft - 1 : state.doubleLeft,
    matches: [...revealed, ...state.matches],
    poolLeft: state.poolLeft - revealed.length,
  };
}

/** What the story's pretend server answers to a spin: a result, or a failure. */
type SpinServer = { answer: SpinResult } | { fail: string };

/**
 * The screen as the site drives it: Spin asks the pretend server (`parameters.spinServer`), the wheel turns while it
 * answers, then the result and the new state arrive; likes and skips update the list the way the site's optimistic
 * updates do.
 */
function SpinScreenWithServer({ server, ...args }: SpinScreenProps & { server?: SpinServer }) {
  const ready = args.status === 'ready' ? (args as ReadyArgs) : null;
  const [state, setState] = useState(ready?.state);
  const [spin, setSpin] = useState<SpinAttempt>(ready?.spin ?? { status: 'idle' });
  if (!ready || !state) return <SpinScreen {...args} />;
  const setStatus = (memberId: number, status: DailyMatch['status']) =>
    setState({
      ...state,
      matches: state.matches.map((m) => (m.member.id === memberId ? { ...m, status } : m)),
    });
  return (
    <SpinScreen
      {...ready}
      state={state}
      spin={spin}
      onSpin={(options) => {
        ready.onSpin(options);
        setSpin({ status: 'spinning', double: options.double });
        setTimeout(() => {
          if (!server) return;
          if ('fail' in server) {
            setSpin({ status: 'error', message: server.fail, double: options.double });
            return;
          }
          setState(after(state, server.answer));
          setSpin({ status: 'result', result: server.answer });
        }, 600);
      }}
      onLike={(member, liked) => {
        ready.onLike(member, liked);
        setStatus(member.id, liked ? (member.likesMe ? 'mutual' : 'liked') : 'new');
      }}
      onSkip={(member) => {
        ready.onSkip(member);
        setStatus(member.id, 'skipped');
      }}
    />
  );
}

const meta = {
  title: 'Screens/SpinScreen',
  component: SpinScreen,
  args: {
    status: 'ready',
    state: fullMember,
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
const singleMatch = result([outcome('match', 4, [jordan])]);

/** Ready to spin: spins left in words, the wheel, the double spin switch, and today's matches so far. */
export const Idle: Story = {
  parameters: { spinServer: { answer: singleMatch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spin the matches' })).toBeVisible();
    await expect(canvas.getByText('You have 2 of 3 daily spins left today, and 1 extra spin.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Double spin/ })).not.toBeChecked();
    const list = within(canvas.getByRole('region', { name: "Today's matches" }));
    await expect(list.getByText('A mutual like')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Message Casey' })).toHaveAttribute(
      'href',
      '/mail/compose/25',
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
  parameters: { spinServer: { answer: singleMatch } },
  play: async ({ canvas, canvasElement, args, userEvent, step }) => {
    await step('spin', async () => {
      canvas.getByRole('button', { name: 'Spin' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(spy(args).onSpin).toHaveBeenCalledWith({ double: false });
      await waitFor(
        () => expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match: Jordan, 34'),
        settles,
      );
    });
    const panel = within(await canvas.findByRole('region', { name: 'Your spin' }));
    await expect(panel.getByText('You got a new match')).toBeVisible();
    await expect(canvas.getByText('You have 1 of 3 daily spins left today, and 1 extra spin.')).toBeVisible();
    await step('like the match', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Like Jordan' }));
      await expect(spy(args).onLike).toHaveBeenCalledWith(expect.objectContaining({ id: jordan.id }), true);
      await expect(panel.getByRole('button', { name: 'Like Jordan' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(panel.getByText('You liked them')).toBeVisible();
    });
  },
};

/** A double spin (full members, one a day): switch it on, spin once, two results. */
export const DoubleResult: Story = {
  parameters: {
    spinServer: {
      answer: result([outcome('match', 0, [jordan]), outcome('double-match', 1, [sam, riley])], true),
    },
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Double spin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(spy(args).onSpin).toHaveBeenCalledWith({ double: true });
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'Double spin. You got a new match: Jordan, 34. You got two new matches: Sam, 29 and Riley, 27',
        ),
      settles,
    );
    const panel = within(await canvas.findByRole('region', { name: 'Your double spin' }));
    await expect(panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Jordan, 34',
      'Sam, 29',
      'Riley, 27',
    ]);
    // Used up: no double spin switch any more.
    await expect(canvas.queryByRole('switch', { name: /Double spin/ })).toBeNull();
  },
};

/** The extra-spin segment: the spin is spent and one comes back as an extra spin. */
export const ExtraSpinWon: Story = {
  parameters: { spinServer: { answer: result([outcome('extra-spin', 3)]) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You won an extra spin'),
      settles,
    );
    await expect(
      canvas.getByText('You have 1 of 3 daily spins left today, and 2 extra spins.'),
    ).toBeVisible();
  },
};

/** The boost segment: the instant-win boost. */
export const BoostWon: Story = {
  parameters: { spinServer: { answer: result([outcome('boost', 5)]) } },
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

/** A match segment with nobody left in today's pool: the spin is given back. */
export const NoMatch: Story = {
  args: { state: { ...freeMember, poolLeft: 0 } },
  parameters: { spinServer: { answer: result([outcome('no-match', 6)], false, 'none') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'No new matches left today. Your spin was given back.',
        ),
      settles,
    );
    await expect(canvas.getByText('You have 1 of 1 daily spin left today.')).toBeVisible();
  },
};

/** No spin left: the countdown to midnight US Eastern, and extra spins to buy. */
export const NoSpinsLeft: Story = {
  args: { state: { ...freeMember, dailyLeft: 0, matches: [daily(jordan, 'liked', 30)] } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No spins left today' })).toBeVisible();
    await expect(canvas.getByText(/Your spins come back in/)).toHaveTextContent(
      'Your spins come back in 5 h 12 min, at midnight US Eastern time.',
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

/** Today's spins are used, extra spins are left: spin on (an extra one), the daily ones come back at midnight. */
export const ExtraSpinAvailable: Story = {
  args: { state: { ...fullMember, dailyLeft: 0, extraLeft: 2, doubleLeft: 0 } },
  parameters: { spinServer: { answer: { ...singleMatch, spent: 'extra' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByText('You have used all 3 daily spins today, but you have 2 extra spins left.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your daily spins are used up' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Get 3 spins/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match: Jordan, 34'),
      settles,
    );
    await expect(
      canvas.getByText('You have used all 3 daily spins today, but you have 1 extra spin left.'),
    ).toBeVisible();
  },
};

/** The spin failed (network, server): the wheel stops, what was shown stays, and Try again spins again. */
export const SpinError: Story = {
  parameters: { spinServer: { fail: 'Something went wrong on our side. Try again.' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(await canvas.findByText('Something went wrong on our side. Try again.')).toBeVisible();
    await expect(canvas.getByText('You have 2 of 3 daily spins left today, and 1 extra spin.')).toBeVisible();
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
  parameters: { spinServer: { answer: singleMatch } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match: Jordan, 34'),
    );
    await expect(canvas.getByTestId('spin-wheel-disc').style.transitionDuration).toBe('0ms');
    await expect(await canvas.findByRole('region', { name: 'Your spin' })).toBeVisible();
  },
};

/** A free member at 390 px: one daily spin, no double spin; the wheel fits, nothing scrolls sideways. */
export const FreeMemberMobile: Story = {
  globals: mobile,
  args: { state: { ...freeMember, matches: earlier } },
  parameters: { spinServer: { answer: singleMatch } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('You have 1 of 1 daily spin left today.')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match: Jordan, 34'),
      settles,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No spins left at 390 px: the countdown and the offer fit. */
export const NoSpinsLeftMobile: Story = { ...NoSpinsLeft, globals: mobile };
