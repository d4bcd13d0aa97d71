import { Banner } from '../../components/Banner';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ButtonLink } from '../internal/ButtonLink';
import type { ActionOutcome, CardOnFileView } from '../MembershipScreen/MembershipParts';
import { ActionButton, CardOnFile } from '../MembershipScreen/MembershipParts';
import { Facts, Page, Panel } from '../MembershipScreen/MembershipScreen.styles';

/** An offer's words (pass the contract's `retentionOfferCopy[offer]`). */
export interface OfferCopy {
  title: string;
  summary: string;
  accept: string;
}

export type OfferScreenProps = {
  copy: OfferCopy;
  /** subscription (where "No thanks" and the end states lead). */
  membershipHref: string;
  /** Back to cancelling: "No thanks" leads there, so declining costs nothing. */
  declineHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      /** An offer charged now (discount66): the amount and the card it goes to. */
      charge?: { amount: string; card: CardOnFileView | null };
      onAccept: () => Promise<ActionOutcome>;
    }
  /** Taken: what changed ("Your next month renews at $14.99."). */
  | { status: 'accepted'; message: string }
  /** Already taken, or not for this membership. */
  | { status: 'unavailable' }
);

/**
 * subscription/discount50, discount66 and free-time-offer: one retention offer, with Accept and "No thanks". Taking
 * it is never needed to cancel; an offer charged now says the amount and the card before the member accepts.
 */
export function OfferScreen(props: OfferScreenProps) {
  const { copy, membershipHref, declineHref } = props;
  return (
    <Page>
      <Heading as="h1">{copy.title}</Heading>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading the offer">
          <Skeleton variant="rect" height={180} />
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load this offer"
          message="Check your connection and try again."
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && (
        <Panel aria-label="The offer">
          <Text size="lg">{copy.summary}</Text>
          {props.charge && (
            <Facts>
              <dt>Charged now</dt>
              <dd>{props.charge.amount}</dd>
              {props.charge.card && (
                <>
                  <dt>To your card</dt>
                  <dd>
                    <CardOnFile card={props.charge.card} />
                  </dd>
                </>
              )}
            </Facts>
          )}
          <ActionButton onAction={props.onAccept}>{copy.accept}</ActionButton>
          <Link href={declineHref}>No thanks</Link>
        </Panel>
      )}
      {props.status === 'accepted' && (
        <Stack gap={4}>
          <Banner tone="success" title="Offer taken" headingAs="h2">
            {props.message}
          </Banner>
          <div>
            <ButtonLink href={membershipHref}>See your membership</ButtonLink>
          </div>
        </Stack>
      )}
      {props.status === 'unavailable' && (
        <Stack gap={4}>
          <Banner tone="warning" title="This offer is not available" headingAs="h2">
            You have taken it already, or it does not apply to your membership.
          </Banner>
          <Link href={membershipHref}>Back to your membership</Link>
        </Stack>
      )}
    </Page>
  );
}
