// The first-run flow on the site: where each step is, and what arriving at a step's page means (the steps before it
// are done or skipped, so the server moves the member on: login and home resume at the furthest step reached).
import { useEffect } from 'react';
import type { OnboardingStep } from '@app/contract';
import { onboardingSteps } from '@app/contract';
import { paths } from '../../config/paths';
import { stepBefore, useAdvanceOnboarding, useOnboardingStep } from './api';

/** The page of a first-run step. */
export const onboardingHref = (step: OnboardingStep): string =>
  step === 'photos' ? paths.profilePhotos.href() : paths.profileEdit.href(step);

/**
 * On a first-run step's page: tells the server the member reached `step` (once the member's step is known and
 * behind it), and answers whether the member is in the first-run flow.
 */
export function useOnboardingArrival(step: OnboardingStep): { active: boolean } {
  const current = useOnboardingStep().data;
  const { mutate } = useAdvanceOnboarding();
  const before = stepBefore(step);
  const behind =
    current != null &&
    before !== undefined &&
    onboardingSteps.indexOf(current) < onboardingSteps.indexOf(step);
  useEffect(() => {
    if (behind && before) mutate(before);
  }, [behind, before, mutate]);
  return { active: current != null };
}
