// Joining: the sign-up calls (by password: the server mails a link; by Facebook: a session at once), following the
// link (creates the member and logs in, then the client session starts as after a login), the CAPTCHA the form
// shows, and the first-run step (read on arrival at each step's page, moved forward as the member goes on).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStep, SignUpBody } from '@app/contract';
import { onboardingSteps } from '@app/contract';
import { http, session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';

export const useCaptchaConfig = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.captcha(),
      queryFn: async () => (await http.call('getCaptchaConfig')).data,
      staleTime: Infinity,
    }),
  );

export const useSignUp = () =>
  useMutation({ mutationFn: async (body: SignUpBody) => (await http.call('signUp', { body })).data });

/** Follows a sign-up link; on success the member is logged in and the client session has started. */
export const useConfirmSignUp = () =>
  useMutation({
    mutationFn: async (token: string) => {
      await http.call('confirmSignUp', { body: { token } });
      return session.enter();
    },
  });

export const useFacebookSignUp = () =>
  useMutation({
    mutationFn: async (body: Omit<SignUpBody, 'email' | 'password'> & { token: string }) => {
      const { created } = (await http.call('facebookSignUp', { body })).data;
      await session.enter();
      return { created };
    },
  });

const onboardingQuery = () =>
  queryOptions({
    queryKey: queryKeys.onboarding(),
    queryFn: async () => (await http.call('getOnboarding')).data.step,
    staleTime: 0,
  });

export const useOnboardingStep = () => useQuery(onboardingQuery());

/** Step `from` is done or skipped: the server moves the member on (never back) and answers where they are now. */
export function useAdvanceOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (from: OnboardingStep) =>
      (await http.call('advanceOnboarding', { body: { from } })).data.step,
    onSuccess: (step) => queryClient.setQueryData(queryKeys.onboarding(), step),
  });
}

/** The step before `step` in the first-run flow (arriving at `step` means it is done or skipped). */
export const stepBefore = (step: OnboardingStep): OnboardingStep | undefined =>
  onboardingSteps[onboardingSteps.indexOf(step) - 1];
