import type { ComponentPropsWithoutRef } from 'react';
import type { Align, Justify, SpaceStep } from '../../internal/layout';
import { StyledCluster } from './Cluster.styles';

export type ClusterProps = ComponentPropsWithoutRef<'div'> & {
  /** Step of the spacing scale between children, both directions (default 2 = 8px). */
  gap?: SpaceStep;
  align?: Align;
  justify?: Justify;
  /** Wrap onto new lines when the row is full (default true). */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
};

/** A row of items (tags, buttons, badges) that wraps on narrow screens. */
export function Cluster({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: ClusterProps) {
  return <StyledCluster $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
