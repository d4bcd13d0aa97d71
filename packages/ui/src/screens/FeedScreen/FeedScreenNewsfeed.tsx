import type { MemberSummary, NewsfeedItem, NewsfeedKind } from '@app/contract';
import { Avatar } from '../../components/Avatar';
import { IconButton } from '../../components/IconButton';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Event, EventText, EventTime, Events, LikeButtonSlot } from './FeedScreen.styles';

const happened: Record<NewsfeedKind, string> = {
  new_member: 'joined',
  photo_added: 'added a photo',
  verified: 'got verified',
};

export interface FeedScreenNewsfeedProps {
  items: readonly NewsfeedItem[];
  profileHref: (memberId: number) => string;
  onLike?: (member: MemberSummary, liked: boolean) => void;
  formatDate: (iso: string) => string;
}

/** The community's recent events as rows: who, what happened, when, and a like. */
export function FeedScreenNewsfeed({ items, profileHref, onLike, formatDate }: FeedScreenNewsfeedProps) {
  return (
    <Events aria-label="Newsfeed">
      {items.map(({ id, kind, member, at }) => (
        <Event key={id}>
          <Avatar name={member.name} src={member.photoUrl} online={member.onlineRecently} />
          <div>
            <EventText>
              <Link href={profileHref(member.id)}>{member.name}</Link> {happened[kind]}
            </EventText>
            <EventTime>
              {member.age} · {member.city} · {formatDate(at)}
            </EventTime>
          </div>
          {onLike && (
            <LikeButtonSlot>
              <IconButton
                icon="heart"
                variant="ghost"
                aria-label={`Like ${member.name}`}
                aria-pressed={member.likedByMe}
                filled={member.likedByMe}
                onClick={() => onLike(member, !member.likedByMe)}
              />
            </LikeButtonSlot>
          )}
        </Event>
      ))}
    </Events>
  );
}

export function FeedScreenNewsfeedSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonGroup label="Loading newsfeed">
      <Events aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Event key={index}>
            <Skeleton variant="circle" size={40} />
            <Skeleton lines={2} width="70%" />
            <span />
          </Event>
        ))}
      </Events>
    </SkeletonGroup>
  );
}
