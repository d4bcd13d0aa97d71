import type { CSSProperties } from 'react';
import { Block, Line, Lines } from './Skeleton.styles';

/** A CSS length, or a number of pixels. */
export type SkeletonSize = number | string;

export type SkeletonProps =
  | {
      variant?: 'text';
      /** Number of text lines; the last of several is shorter. */ lines?: number;
      width?: SkeletonSize;
    }
  | { variant: 'circle'; size: SkeletonSize }
  | { variant: 'rect'; width: SkeletonSize; height: SkeletonSize };

/**
 * Placeholder shape with the exact size of the content it stands for, so nothing shifts when data arrives.
 * Always hidden from assistive technology: wrap a loading area in `SkeletonGroup`, which announces "Loading".
 */
export function Skeleton(props: SkeletonProps) {
  if (props.variant === 'circle') {
    return (
      <Block aria-hidden="true" data-variant="circle" style={{ width: props.size, height: props.size }} />
    );
  }
  if (props.variant === 'rect') {
    return (
      <Block aria-hidden="true" data-variant="rect" style={{ width: props.width, height: props.height }} />
    );
  }
  const { lines = 1, width } = props;
  const style: CSSProperties | undefined = width === undefined ? undefined : { width };
  return (
    <Lines aria-hidden="true" data-variant="text" style={style}>
      {Array.from({ length: lines }, (_, index) => (
        <Line key={index}>
          <Block />
        </Line>
      ))}
    </Lines>
  );
}
