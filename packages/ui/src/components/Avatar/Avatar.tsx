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

/** A member's round photo, falling back to initials (Radix tracks the image's load state). */
export function Avatar({ name, src, size = 'md', online = false, className }: AvatarProps) {
  return (
    <Root data-size={size} className={className}>
      {src && <Image src={src} alt={name} />}
      <Fallback role="img" aria-label={name}>
        {initials(name)}
      </Fallback>
      {online && <OnlineDot placement="corner" />}
    </Root>
  );
}
