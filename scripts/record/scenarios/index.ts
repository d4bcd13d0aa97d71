// Every scenario the recorder runs, one module per feature.
import type { Scenario } from '../scenario.ts';
import { accountScenarios } from './account.ts';
import { discoveryScenarios } from './discovery.ts';
import { editingScenarios } from './editing.ts';
import { joinScenarios } from './join.ts';
import { membershipScenarios } from './membership.ts';
import { messagingScenarios } from './messaging.ts';
import { profileScenarios } from './profile.ts';
import { signInScenarios } from './sign-in.ts';
import { spinScenarios } from './spin.ts';

export const scenarios: Scenario[] = [
  ...accountScenarios,
  ...discoveryScenarios,
  ...editingScenarios,
  ...joinScenarios,
  ...membershipScenarios,
  ...messagingScenarios,
  ...profileScenarios,
  ...signInScenarios,
  ...spinScenarios,
];
