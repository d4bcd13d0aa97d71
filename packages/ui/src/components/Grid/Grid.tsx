import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { spaceVar } from '../../internal/layout';
import type { SpaceStep } from '../../internal/layout';
import { StyledGrid } from './Grid.styles';

export type GridColumns = number | { mobile?: number; tablet?: number; desktop?: number };

export type GridProps = ComponentPropsWithoutRef<'div'> & {
  /** Columns per breakpoint (mobile first: a missing size inherits the smaller one). Default 1. */
  columns?: GridColumns;
  /** Instead of columns: as many columns as fit, each at least this wide (CSS length, e.g. '160px'). */
  minItemWidth?: string;
  /** Step of the spacing scale between cells (default 4 = 16px). */
  gap?: SpaceStep;
  as?: 'div' | 'ul' | 'ol' | 'section';
};

export function Grid({ columns = 1, minItemWidth, gap = 4, style, ...rest }: GridProps) {
  const perSize = typeof columns === 'number' ? { mobile: columns } : columns;
  const mobile = perSize.mobile ?? 1;
  const tablet = perSize.tablet ?? mobile;
  const desktop = perSize.desktop ?? tablet;
  const variables: CSSProperties & Record<`--grid-${string}`, string | number> = {
    '--grid-gap': spaceVar(gap),
    ...(minItemWidth
      ? { '--grid-min-item-width': minItemWidth }
      : {
          '--grid-columns-mobile': mobile,
          '--grid-columns-tablet': tablet,
          '--grid-columns-desktop': desktop,
        }),
  };
  return (
    <StyledGrid
      data-layout={minItemWidth ? 'auto' : 'columns'}
      style={{ ...variables, ...style }}
      {...rest}
    />
  );
}
