// Spin the matches: the free and paying demo logins with their spins in each state a page shows.
import { wheelSegments } from '@app/contract';
import type { SpinOutcomeKind, SpinState } from '@app/contract';
import { RECORDING_NOW } from '../determinism.ts';
import type { Answer, Member, Scenario, ScenarioContext } from '../scenario.ts';
import { free, paying, shell } from './shell.ts';

/** The wheel always lands on `kinds` in turn (the first segment of each). */
const landsOn = (...kinds: SpinOutcomeKind[]) => {
  let turn = 0;
  return { spin: { pick: () => wheelSegments.indexOf(kinds[turn++ % kinds.length] as SpinOutcomeKind) } };
};

/**
 * A wheel the scenario steers as it goes: each spin lands on the next kind queued (a double spin takes two), and on a
 * match when none is, so setting the stage may spin any number of times.
 */
function steeredWheel() {
  const queue: SpinOutcomeKind[] = [];
  return {
    app: { spin: { pick: () => wheelSegments.indexOf(queue.shift() ?? 'match') } },
    landOn: (...kinds: SpinOutcomeKind[]) => void queue.push(...kinds),
  };
}
type Wheel = ReturnType<typeof steeredWheel>;

const stateOf = (answer: Answer) => (answer.body as { data: SpinState }).data;

/** What the spin page reads: the day's spins and matches, and the extra spins it offers. */
async function spinPage(member: Member): Promise<Answer> {
  const state = await member.call('getSpin');
  await member.call('microPlan', { query: { action: 'spin', continueURL: '/spin' } });
  return state;
}

/** The first member a spin's answer revealed. */
function firstMatchOf(body: unknown): number {
  const spin = (body as { data: { spin: { outcomes: Array<{ matches?: Array<{ id: number }> }> } } }).data
    .spin;
  const id = spin.outcomes.flatMap((outcome) => outcome.matches ?? [])[0]?.id;
  if (id === undefined) throw new Error('The spin revealed nobody');
  return id;
}

/** Spends every spin the member has (daily and extra) without recording it. */
async function spendAll(member: Member): Promise<void> {
  for (;;) {
    const { status } = await member.call('spinWheel', { body: {} });
    if (status !== 200) return;
  }
}

const RECORDING_TIME = new Date(RECORDING_NOW).toISOString();

/** Yesterday the member spent every spin they had, so today they have only the day's own. */
async function onlyTodaysSpins({ other, setTime }: ScenarioContext, email: string): Promise<void> {
  setTime('2026-11-19T12:00:00Z');
  await spendAll(await other().login(email));
  setTime(RECORDING_TIME);
}

/**
 * Yesterday the member's daily spins all won extra spins, then they spent extra spins until `count` were left: today
 * they have the day's own spins and `count` extra ones.
 */
async function carryExtras(
  { other, setTime }: ScenarioContext,
  email: string,
  count: number,
  wheel: Wheel,
): Promise<void> {
  setTime('2026-11-19T12:00:00Z');
  const browser = await other().login(email);
  const { dailyLeft, extraLeft } = stateOf(await browser.call('getSpin'));
  wheel.landOn(...Array.from({ length: dailyLeft }, () => 'extra-spin' as const));
  for (let spin = 0; spin < dailyLeft + dailyLeft + extraLeft - count; spin++)
    await browser.call('spinWheel', { body: {} });
  const carried = stateOf(await browser.call('getSpin')).extraLeft;
  if (carried !== count) throw new Error(`${email} carries ${carried} extra spins, not ${count}`);
  setTime(RECORDING_TIME);
}

const fullMemberDay = steeredWheel();
const poolUsedUp = steeredWheel();
const extraSpinWon = steeredWheel();

export const spinScenarios: Scenario[] = [
  {
    name: 'spin/fresh',
    description: 'The free member with today’s daily spin and no extras; the spin reveals a match.',
    app: landsOn('match'),
    async run(context) {
      const { member } = context;
      await onlyTodaysSpins(context, free);
      await member.login(free);
      await shell(member);
      await spinPage(member);
      const spun = await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
      // The member likes the match the wheel revealed.
      await member.call('likeMember', { body: { memberId: firstMatchOf(spun.body) } });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/no-spins-left',
    description:
      'The free member after today’s spin (one match revealed), no extras: the countdown to midnight.',
    app: landsOn('match'),
    async run(context) {
      const { member } = context;
      await onlyTodaysSpins(context, free);
      await spendAll(await context.other().login(free));
      await member.login(free);
      await shell(member);
      const state = await spinPage(member);
      // The member skips the match today's spin revealed.
      const [first] = (state.body as { data: { matches: Array<{ member: { id: number } }> } }).data.matches;
      await member.call('skipDailyMatch', { params: { memberId: first?.member.id ?? 0 } });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/extra-spin-left',
    description: 'The free member won an extra spin with today’s spin; the next spin lands on a boost.',
    app: landsOn('extra-spin', 'boost'),
    async run(context) {
      const { member } = context;
      await onlyTodaysSpins(context, free);
      await context
        .other()
        .login(free)
        .then((browser) => browser.call('spinWheel', { body: {} }));
      await member.login(free);
      await shell(member);
      await spinPage(member);
      await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/full-member-double',
    description: 'The paying member with 3 daily spins and the day’s double spin: a match and two matches.',
    app: landsOn('match', 'double-match'),
    async run(context) {
      const { member } = context;
      await onlyTodaysSpins(context, paying);
      await member.login(paying);
      await shell(member);
      await spinPage(member);
      await member.call('spinWheel', { body: { double: true } });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/full-member-day',
    description:
      'The paying member later in the day: 1 of 3 daily spins, 2 extra spins and the double spin left, and three ' +
      'matches (liked, skipped, mutual); a spin reveals a match, the member likes it, an extra spin reveals another.',
    app: fullMemberDay.app,
    async run(context) {
      const { member } = context;
      await carryExtras(context, paying, 2, fullMemberDay);
      // Earlier today two spins revealed three matches: the member liked one back who likes them, liked one, skipped one.
      const earlier = await context.other().login(paying);
      fullMemberDay.landOn('double-match', 'match');
      await earlier.call('spinWheel', { body: {} });
      await earlier.call('spinWheel', { body: {} });
      const revealed = stateOf(await earlier.call('getSpin')).matches.map((match) => match.member);
      const admirer = revealed.find((match) => match.likesMe);
      const [liked, skipped] = revealed.filter((match) => match !== admirer);
      if (!admirer || !liked || !skipped)
        throw new Error('Today’s pool changed: no admirer among the first three');
      await earlier.call('likeMember', { body: { memberId: admirer.id } });
      await earlier.call('likeMember', { body: { memberId: liked.id } });
      await earlier.call('skipDailyMatch', { params: { memberId: skipped.id } });

      await member.login(paying);
      await shell(member);
      await spinPage(member);
      const spun = await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
      await member.call('likeMember', { body: { memberId: firstMatchOf(spun.body) } });
      await spinPage(member);
      await shell(member);
      // The daily spins are used: this one is an extra spin.
      await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/pool-used-up',
    description:
      'The paying member revealed all 10 of today’s matches and has an extra spin left: the wheel lands on a match ' +
      'with nobody left, and the spin is given back.',
    app: poolUsedUp.app,
    async run(context) {
      const { member } = context;
      await carryExtras(context, paying, 2, poolUsedUp);
      // Four matches with the double spin, two with each daily spin, the last two with an extra spin.
      const earlier = await context.other().login(paying);
      poolUsedUp.landOn('double-match', 'double-match', 'double-match', 'double-match', 'double-match');
      await earlier.call('spinWheel', { body: { double: true } });
      for (let spin = 0; spin < 3; spin++) await earlier.call('spinWheel', { body: {} });
      if (stateOf(await earlier.call('getSpin')).poolLeft !== 0)
        throw new Error('Today’s pool is not used up');

      await member.login(paying);
      await shell(member);
      await spinPage(member);
      await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
    },
  },
  {
    name: 'spin/extra-spin-won',
    description: 'The free member with today’s daily spin and no extras; the spin wins an extra spin.',
    app: extraSpinWon.app,
    async run(context) {
      const { member } = context;
      await onlyTodaysSpins(context, free);
      await member.login(free);
      await shell(member);
      await spinPage(member);
      extraSpinWon.landOn('extra-spin');
      await member.call('spinWheel', { body: {} });
      await spinPage(member);
      await shell(member);
    },
  },
];
