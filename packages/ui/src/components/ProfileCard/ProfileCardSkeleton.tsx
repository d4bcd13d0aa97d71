import { Skeleton } from '../Skeleton';
import { Body, Line, NameRow, PhotoPlaceholder, Root } from './ProfileCard.styles';

export interface ProfileCardSkeletonProps {
  /** Reserve the meta line (match the loaded cards of the same grid). */
  withMeta?: boolean;
}

/**
 * A ProfileCard's exact box while loading: same frame, photo ratio and text lines. Hidden from assistive
 * technology; wrap the grid in SkeletonGroup so screen readers hear "Loading".
 */
export function ProfileCardSkeleton({ withMeta = false }: ProfileCardSkeletonProps) {
  return (
    <Root as="div" aria-hidden="true" data-skeleton="">
      <PhotoPlaceholder>
        <Skeleton variant="rect" height="100%" />
      </PhotoPlaceholder>
      <Body>
        <NameRow>
          <Skeleton width="70%" />
        </NameRow>
        <Line as="div" data-size="sm">
          <Skeleton width="50%" />
        </Line>
        {withMeta && (
          <Line as="div" data-size="xs">
            <Skeleton width="40%" />
          </Line>
        )}
      </Body>
    </Root>
  );
}
