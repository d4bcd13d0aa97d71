export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` pages either side,
 * and an ellipsis for each gap. A gap of exactly one page shows that page instead, so the row length stays stable
 * (`2 * siblings + 5` items) and never shows "1 … 3".
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const windowStart = Math.max(current - siblings, 3);
  const windowEnd = Math.min(current + siblings, pageCount - 2);
  const edgeRun = slots - 2; // pages shown next to the first or last page when only one ellipsis is needed

  if (windowStart <= 3) return [...range(1, edgeRun), 'end-ellipsis', pageCount];
  if (windowEnd >= pageCount - 2) return [1, 'start-ellipsis', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(windowStart, windowEnd), 'end-ellipsis', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
