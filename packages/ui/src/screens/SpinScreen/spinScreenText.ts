import type { SpinOutcome, SpinResult, SpinState } from '@app/contract';
import { spinOutcomeCopy } from '@app/contract';

const MINUTE = 60_000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "5 h 12 min", "12 min", "less than a minute": the time until spins come back, in whole minutes (rounded up). */
export function formatTimeUntil(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const minutes = Math.ceil(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Jordan, 34" (and "Jordan, 34 and Sam, 29"). */
const memberNames = (outcome: SpinOutcome) =>
  outcome.matches.map((member) => `${member.name}, ${member.age}`).join(' and ');

/** What the live region says of one outcome: the contract's announcement, with the members revealed. */
export function announceOutcome(outcome: SpinOutcome): string {
  const { announce } = spinOutcomeCopy[outcome.kind];
  return outcome.matches.length > 0 ? `${announce}: ${memberNames(outcome)}` : announce;
}

/** What the live region says when the wheel stops ("You got a new match: Jordan, 34"). */
export function spinAnnouncement(result: SpinResult): string {
  const spoken = result.outcomes.map(announceOutcome).join('. ');
  return result.double ? `Double spin. ${spoken}` : spoken;
}

/** Spins left in plain words: "You have 2 of 3 daily spins left today, and 1 extra spin." */
export function describeSpinsLeft(state: SpinState): string {
  const { dailyAllowance, dailyLeft, extraLeft } = state;
  const daily =
    dailyLeft > 0
      ? `You have ${dailyLeft} of ${plural(dailyAllowance, 'daily spin', 'daily spins')} left today`
      : `You have used ${dailyAllowance === 1 ? 'your daily spin' : `all ${dailyAllowance} daily spins`} today`;
  if (extraLeft === 0) return `${daily}.`;
  return dailyLeft > 0
    ? `${daily}, and ${plural(extraLeft, 'extra spin', 'extra spins')}.`
    : `${daily}, but you have ${plural(extraLeft, 'extra spin', 'extra spins')} left.`;
}

/** "1 double spin left today: two results from one spin." */
export const describeDoubleLeft = (doubleLeft: number) =>
  `${plural(doubleLeft, 'double spin', 'double spins')} left today: two results from one spin.`;
