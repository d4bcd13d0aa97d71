import { useState } from 'react';
import type { ComponentPropsWithRef, SyntheticEvent } from 'react';
import { Frame, FallbackArt, Img } from './Photo.styles';

export type PhotoRatio = '1:1' | '3:4' | '4:5' | '16:9';

export type PhotoProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> & {
  src?: string | null;
  /** Required: describe the photo, or pass '' if it is purely decorative. */
  alt: string;
  ratio?: PhotoRatio;
  radius?: 'none' | 'md' | 'lg';
  /** The page's main image (LCP): load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** In the first screenful but not the main image: load at once, at the browser's usual priority. */
  eager?: boolean;
};

function Silhouette() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="4.5" />
      <path d="M3.5 22c.8-5 4.2-8 8.5-8s7.7 3 8.5 8z" />
    </svg>
  );
}

/**
 * A member photo in a fixed aspect-ratio box: cropped to fill (object-fit: cover), lazy by default, with an
 * illustration in place of a missing or broken image.
 */
export function Photo({
  src,
  alt,
  ratio = '3:4',
  radius = 'lg',
  priority = false,
  eager = false,
  className,
  onError,
  ...rest
}: PhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    setFailedSrc(src ?? null);
    onError?.(event);
  };
  return (
    <Frame data-ratio={ratio} data-radius={radius} className={className}>
      {showImage ? (
        <Img
          src={src ?? undefined}
          alt={alt}
          loading={priority || eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={handleError}
          {...rest}
        />
      ) : (
        <FallbackArt {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          <Silhouette />
        </FallbackArt>
      )}
    </Frame>
  );
}
