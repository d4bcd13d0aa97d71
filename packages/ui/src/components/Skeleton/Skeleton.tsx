import { Block, Line, Lines } from './Skeleton.styles';

/** A CSS length, or a number of pixels. */
export type SkeletonSize = number | string;

export interface SkeletonProps {
  /** `text`: lines of text; `circle`: an avatar (`size`); `rect`: a box such as a photo (`width` × `height`). */
  variant?: 'text' | 'circle' | 'rect';
  /** Text only: number of lines; the last of several is shorter. */
  lines?: number;
  /** Circle only: diameter. */
  size?: SkeletonSize;
  /** Rect: width (default 100%); text: width of the lines' box. */
  width?: SkeletonSize;
  /** Rect only. */
  height?: SkeletonSize;
}

/**
 * Placeholder shape with the exact size of the content it stands for, so nothing shifts when data arrives.
 * Always hidden from assistive technology: wrap a loading area in `SkeletonGroup`, which announces "Loading".
 */
export function Skeleton({ variant = 'text', lines = 1, size = 40, width, height = 120 }: SkeletonProps) {
  if (variant === 'circle') {
    return <Block aria-hidden="true" data-variant="circle" style={{ width: size, height: size }} />;
  }
  if (variant === 'rect') {
    return <Block aria-hidden="true" data-variant="rect" style={{ width: width ?? '100%', height }} />;
  }
  return (
    <Lines aria-hidden="true" data-variant="text" style={width === undefined ? undefined : { width }}>
      {Array.from({ length: lines }, (_, index) => (
        <Line key={index}>
          <Block />
        </Line>
      ))}
    </Lines>
  );
}
