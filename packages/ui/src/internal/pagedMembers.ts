import type { MemberSummary } from '@app/contract';

/** What every paged view of member cards takes (lists, search results, feeds): its state, cursor paging and likes. */
export interface PagedMembersProps {
  status: 'loading' | 'error' | 'ready';
  /** Current page number, 1-based. */
  page: number;
  hasPrev?: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  onLike?: (member: MemberSummary, liked: boolean) => void;
  onRetry?: () => void | Promise<unknown>;
}
