// After the member changed what their profile shows (a section, a 20Q answer, their artists): the stored current
// profile is fetched again (SPEC point 3: name, age, city and UserAnswers live there), and what shows this member is
// brought up to date: the own profile of profile/edit (written from a save's answer, else refetched), their profile
// view and the search pages (their card's age and city).
import type { QueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@app/contract';
import { session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export async function refreshOwnViews(queryClient: QueryClient, saved?: OwnProfile): Promise<void> {
  if (saved) queryClient.setQueryData(queryKeys.ownProfile.current(), saved);
  const current = await session.refreshProfile().catch(() => null);
  if (current) queryClient.setQueryData(queryKeys.session.profile(), current);
  const memberId = current?.data.id ?? session.currentProfile()?.data.id;
  await Promise.all([
    saved ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile.all }),
    memberId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: queryKeys.discovery.profile(memberId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.discovery.searches() }),
  ]);
}
