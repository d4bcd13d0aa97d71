import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import { ButtonLink } from '../internal/ButtonLink';
import { Page, Panel } from '../MembershipScreen/MembershipScreen.styles';
import { Celebration } from './FreeTimeCongratulationsScreen.styles';

export type FreeTimeCongratulationsScreenProps = {
  /** How many days were added ("7"). */
  days: number;
  /** subscription. */
  membershipHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  /** `periodEnds`: the membership's new end or renewal date ("Jan 16, 2027"). */
  | { status: 'ready'; periodEnds: string; renews: boolean }
);

/** subscription/free-time-congratulations: the free days were added, and the membership's new date. */
export function FreeTimeCongratulationsScreen(props: FreeTimeCongratulationsScreenProps) {
  return (
    <Page>
      <Celebration aria-hidden="true">
        <Icon name="heart" size="32px" filled />
      </Celebration>
      <Heading as="h1">{props.days} free days added</Heading>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading your membership">
          <Skeleton lines={2} />
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load your membership"
          message="The free days are added. Check your connection to see your new date."
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && (
        <Panel aria-label="Your new date">
          <Text size="lg">
            {props.renews
              ? `Your membership now renews on ${props.periodEnds}.`
              : `Your membership now stays until ${props.periodEnds}.`}
          </Text>
          <Text tone="muted">No charge was made for the free days.</Text>
          <div>
            <ButtonLink href={props.membershipHref}>See your membership</ButtonLink>
          </div>
        </Panel>
      )}
    </Page>
  );
}
