// GET /api/user/twenty-q, PUT and DELETE /api/user/twenty-q/:questionId: the member's 20Q answers and the reward.
// A change answers the whole new state, written straight into the cache. Then the current profile in local storage
// is fetched again (its UserAnswers changed: SPEC point 3), and the own profile and the member's profile view, which
// show the answers, are refetched.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwentyQChange, TwentyQState } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshOwnViews } from './own-views';

export const getTwentyQ = async (): Promise<TwentyQState> => (await http.call('getTwentyQ')).data;

export const twentyQQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.twentyQ.state(),
    queryFn: getTwentyQ,
    // Only this member changes it, and every change writes the answer here.
    staleTime: Infinity,
  });

export const useTwentyQ = () => useQuery(twentyQQueryOptions());

export const saveTwentyQAnswer = async (questionId: number, answer: string): Promise<TwentyQChange> =>
  (await http.call('answerTwentyQ', { params: { questionId }, body: { answer } })).data;

export const clearTwentyQ = async (questionId: number): Promise<TwentyQChange> =>
  (await http.call('clearTwentyQAnswer', { params: { questionId } })).data;

export type TwentyQVariables = { questionId: number; answer: string } | { questionId: number; answer: null };

/** Answers (`answer` a string) or clears (`answer` null) one question. */
export function useChangeTwentyQ() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: TwentyQVariables) =>
      answer === null ? clearTwentyQ(questionId) : saveTwentyQAnswer(questionId, answer),
    onSuccess: async ({ rewardJustGranted: _once, ...state }) => {
      queryClient.setQueryData(queryKeys.twentyQ.state(), state);
      await refreshOwnViews(queryClient);
    },
  });
}
