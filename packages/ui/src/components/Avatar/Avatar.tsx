import { useCallback, useState } from 'react';
import { OnlineDot } from '../Badge';
import { Fallback, Image, Root } from './Avatar.styles';
import { initials } from './initials';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export type AvatarProps = {
  /** The member's display name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; when missing or failing to load, the initials show instead. */
  src?: string | null;
  size?: AvatarSize;
  /** Adds an "Online" dot in the corner. */
  online?: boolean;
  className?: string;
};

/**
 * A member's round photo over their initials: the initials show until the photo has loaded, and instead of it when it
 * fails. The photo is an <img> from the first render, so a page rendered on the server starts loading it with the
 * HTML, and nothing renders again when it arrives.
 */
export function Avatar({ name, src, size = 'md', online = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = src && src !== failedSrc ? src : null;
  // An image that failed before React was listening (while a server-rendered page hydrated) sent its error event to
  // nobody: decode() of a completed image rejects when it is broken.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && photo) img.decode().catch(() => setFailedSrc(photo));
    },
    [photo],
  );
  return (
    <Root data-size={size} className={className}>
      {/* While the photo shows, it names the member; the initials under it are decoration. */}
      <Fallback
        role={photo ? undefined : 'img'}
        aria-label={photo ? undefined : name}
        aria-hidden={photo ? true : undefined}
      >
        {initials(name)}
      </Fallback>
      {photo && <Image ref={checkLoaded} src={photo} alt={name} onError={() => setFailedSrc(photo)} />}
      {online && <OnlineDot placement="corner" />}
    </Root>
  );
}
