// Types and helpers shared by the layout primitives (Stack, Cluster, Grid, Card).
import { theme } from '../theme';

/** An index into the 4px spacing scale (`theme.space`): 0 → 0, 1 → 4px, 4 → 16px, 8 → 64px. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const spaceVar = (step: SpaceStep) => theme.space[step];

export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type Justify = 'start' | 'center' | 'end' | 'between';

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;
export const flexAlign = (value: Align | Justify) => flexValue[value];
