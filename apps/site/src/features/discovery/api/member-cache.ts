// Likes and blocks change a member wherever discovery shows them: list pages, search pages, feeds and their profile.
// These helpers patch or remove that member in every cached discovery query at once, and put a snapshot back when
// the server refuses (optimistic updates with rollback).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { queryKeys } from '../../../lib/query-keys';

export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

interface Paged {
  items: readonly unknown[];
  total: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isPaged = (value: unknown): value is Paged =>
  isObject(value) && Array.isArray(value.items) && typeof value.total === 'number';
const isMember = (value: unknown): value is MemberSummary =>
  isObject(value) && typeof value.id === 'number' && typeof value.likedByMe === 'boolean';
/** A newsfeed item carries its member under `member`. */
const memberOf = (item: unknown): MemberSummary | undefined =>
  isMember(item) ? item : isObject(item) && isMember(item.member) ? item.member : undefined;

function patchItem<T>(item: T, memberId: number, patch: (member: MemberSummary) => MemberSummary): T {
  if (isMember(item)) return item.id === memberId ? (patch(item) as T) : item;
  if (isObject(item) && isMember(item.member) && item.member.id === memberId)
    return { ...item, member: patch(item.member) };
  return item;
}

/** Takes a snapshot of every discovery query, then stops their fetches so none overwrites the optimistic state. */
export async function snapshotDiscovery(queryClient: QueryClient): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.discovery.all });
  return queryClient.getQueriesData({ queryKey: queryKeys.discovery.all });
}

export function restoreDiscovery(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies `patch` to the member with `memberId` in every cached page and profile. */
export function patchMember(
  queryClient: QueryClient,
  memberId: number,
  patch: (member: MemberSummary) => MemberSummary,
): void {
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.discovery.all }, (data: unknown) => {
    if (isPaged(data)) return { ...data, items: data.items.map((item) => patchItem(item, memberId, patch)) };
    return patchItem(data, memberId, patch);
  });
}

/** Takes the member out of every cached page whose key starts with `queryKey` (their profile stays). */
export function removeMember(queryClient: QueryClient, memberId: number, queryKey: QueryKey): void {
  queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
    if (!isPaged(data)) return data;
    const items = data.items.filter((item) => memberOf(item)?.id !== memberId);
    return items.length === data.items.length ? data : { ...data, items, total: data.total - 1 };
  });
}
