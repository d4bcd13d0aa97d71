import type { MemberSummary } from '@app/contract';
import type { ReactNode } from 'react';
import { useContext, useState } from 'react';
import { OnlineDot, VerifiedBadge } from '../Badge';
import { Photo } from '../Photo';
import {
  ActionRow,
  Age,
  Body,
  LikeButton,
  LikeSlot,
  Line,
  Marks,
  Media,
  NameLink,
  NameRow,
  Root,
} from './ProfileCard.styles';
import { PhotoFadeInContext } from './photoFadeIn';

export interface ProfileCardProps {
  member: MemberSummary;
  /** The member's profile page. */
  href: string;
  /** Shows the like button; called with the state the member asks for (true = like, false = take back). */
  onLike?: (member: MemberSummary, liked: boolean) => void;
  /** A short line under the city, e.g. "Liked you Nov 18" or "12 km away". */
  meta?: ReactNode;
  /** Another action under the text, e.g. an Unblock button in the blocklist. */
  action?: ReactNode;
  /** Level of the name heading in the page outline. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** The page's first card: its photo is the page's main image (LCP), loaded at once with high priority. */
  priority?: boolean;
  /** The other cards of the first row: their photos load at once rather than lazily. */
  eager?: boolean;
}

/**
 * A member in a grid: photo, name, age, city, verified seal, online dot and a like toggle. The whole card opens the
 * profile (the name is the link); the like button sits above it. Long names are cut with an ellipsis on screen (the
 * link keeps the whole name), the age stays visible; a missing photo shows the illustration.
 */
export function ProfileCard({
  member,
  href,
  onLike,
  meta,
  action,
  headingAs = 'h3',
  priority = false,
  eager = false,
}: ProfileCardProps) {
  const { name, age, city, photoUrl, verified, onlineRecently, likedByMe } = member;
  const photoFadesIn = useContext(PhotoFadeInContext);
  const [fadeIn] = useState(photoFadesIn);
  return (
    <Root data-member-id={member.id}>
      <Media $fadeIn={fadeIn}>
        <Photo src={photoUrl} alt="" ratio="3:4" radius="none" priority={priority} eager={eager} />
        {onLike && (
          <LikeSlot>
            <LikeButton
              icon="heart"
              aria-label={`Like ${name}`}
              aria-pressed={likedByMe}
              filled={likedByMe}
              onClick={() => onLike(member, !likedByMe)}
            />
          </LikeSlot>
        )}
      </Media>
      <Body>
        <NameRow as={headingAs}>
          <NameLink href={href} standalone>
            {name}
          </NameLink>
          <Age>, {age}</Age>
          <Marks>
            {verified && <VerifiedBadge />}
            {onlineRecently && <OnlineDot label="Online recently" />}
          </Marks>
        </NameRow>
        <Line data-size="sm">{city}</Line>
        {meta !== undefined && <Line data-size="xs">{meta}</Line>}
        {action && <ActionRow>{action}</ActionRow>}
      </Body>
    </Root>
  );
}
