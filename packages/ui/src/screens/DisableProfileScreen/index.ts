export { DisableProfileScreen } from './DisableProfileScreen';
export type { DisableMembership, DisableProfileScreenProps } from './DisableProfileScreen';
export { DisableReasonsScreen } from './DisableReasonsScreen';
export type {
  DisableOutcome,
  DisableReasonsErrors,
  DisableReasonsScreenProps,
  DisableReasonsValues,
} from './DisableReasonsScreen';
export { DisabledScreen } from './DisabledScreen';
export type { DisabledScreenProps } from './DisabledScreen';
