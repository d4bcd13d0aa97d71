import { Button } from '../Button';
import { getPageItems } from './pageItems';
import { Ellipsis, PageButton, Pages, Row, Summary } from './Pagination.styles';

interface CommonProps {
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; change it when a page has two paginations. */
  label?: string;
  /** Pages shown either side of the current one (desktop). */
  siblingCount?: number;
}

interface NumberedProps extends CommonProps {
  /** Total pages; numbered buttons on tablet and up, "Page 3 of 20" on mobile. */
  pageCount: number;
  hasPrev?: never;
  hasNext?: never;
}

interface CursorProps extends CommonProps {
  pageCount?: never;
  /** Cursor paging (total unknown): whether an earlier page exists; defaults to `page > 1`. */
  hasPrev?: boolean;
  hasNext: boolean;
}

export type PaginationProps = NumberedProps | CursorProps;

/**
 * Previous/next buttons (disabled at the ends) with numbered pages when the total is known. Renders nothing when
 * everything fits on one page.
 */
export function Pagination(props: PaginationProps) {
  const { page, onPageChange, label = 'Pagination', siblingCount = 1 } = props;
  const numbered = props.pageCount !== undefined;
  const hasPrev = numbered ? page > 1 : (props.hasPrev ?? page > 1);
  const hasNext = numbered ? page < props.pageCount : props.hasNext;
  if (!hasPrev && !hasNext) return null;

  return (
    <nav aria-label={label}>
      <Row>
        <Button
          variant="secondary"
          leadingIcon="chevronLeft"
          aria-label="Previous page"
          disabled={!hasPrev}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        {numbered && (
          <Pages>
            {getPageItems(page, props.pageCount, siblingCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <PageButton
                    type="button"
                    aria-label={`Page ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => item !== page && onPageChange(item)}
                  >
                    {item}
                  </PageButton>
                </li>
              ) : (
                <Ellipsis key={item} aria-hidden="true">
                  …
                </Ellipsis>
              ),
            )}
          </Pages>
        )}
        <Summary data-has-pages={numbered || undefined}>
          {numbered ? `Page ${page} of ${props.pageCount}` : `Page ${page}`}
        </Summary>
        <Button
          variant="secondary"
          trailingIcon="chevronRight"
          aria-label="Next page"
          disabled={!hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Row>
    </nav>
  );
}
