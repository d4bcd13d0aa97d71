// Page N of a cursor-paged list or search, in the URL (`?page=3&cursor=…`), so reloading or sharing keeps the page
// and the browser's back button steps back through pages. The server pages by cursor (page N costs what page 1
// costs), so earlier pages are reached with the cursors seen on the way; a page whose cursor is unknown (a page
// opened from a link) falls back to page 1.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Cursors seen during this visit, by URL without paging parameters, then by page number. */
const seenCursors = new Map<string, Map<number, string>>();
/**
 * Only a page in the browser is a visit: the server renderer renders every member's pages in one process and never
 * pages, so it keeps no cursor (it would keep one per URL ever requested, and one member's for the next).
 */
const isVisit = typeof window !== 'undefined';

const pagingParams = ['page', 'cursor'];

/** The page and cursor a URL asks for (page 1, without a cursor, unless both are given). */
export function pagingAt(params: URLSearchParams): { page: number; cursor: string | undefined } {
  const requested = Number(params.get('page'));
  const cursor = params.get('cursor') ?? undefined;
  return Number.isInteger(requested) && requested > 1 && cursor
    ? { page: requested, cursor }
    : { page: 1, cursor: undefined };
}

export function useCursorPaging() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { page, cursor } = pagingAt(params);

  const scope = useMemo(() => {
    const rest = new URLSearchParams(params);
    pagingParams.forEach((name) => rest.delete(name));
    return `${pathname}?${rest.toString()}`;
  }, [pathname, params]);

  const cursors = seenCursors.get(scope) ?? new Map<number, string>();
  if (isVisit) seenCursors.set(scope, cursors);
  if (cursor) cursors.set(page, cursor);

  /** Opens page `target`: the next one with `nextCursor`, an earlier one with a cursor seen before. */
  const goTo = useCallback(
    (target: number, nextCursor?: string | null) => {
      const targetCursor = target === page + 1 ? (nextCursor ?? undefined) : cursors.get(target);
      setParams((current) => {
        const next = new URLSearchParams(current);
        pagingParams.forEach((name) => next.delete(name));
        if (target > 1 && targetCursor) {
          next.set('page', String(target));
          next.set('cursor', targetCursor);
        }
        return next;
      });
      window.scrollTo?.({ top: 0 });
    },
    [page, cursors, setParams],
  );

  return { page, cursor, goTo, hasPrev: page > 1 };
}
