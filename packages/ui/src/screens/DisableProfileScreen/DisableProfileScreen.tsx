import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Text } from '../../components/Text';
import { ButtonLink } from '../internal/ButtonLink';
import { Actions, Page, Panel, Points } from './DisableProfileScreen.styles';

/**
 * What the member pays for, as far as disabling goes: `renewing` (an active membership, which disabling does not
 * stop), `none` (free, or a membership that will not renew again), `loading`, or `unknown` (it could not be read).
 */
export type DisableMembership = 'renewing' | 'none' | 'loading' | 'unknown';

export interface DisableProfileScreenProps {
  /** The next step: why the member is leaving (profile/disable/reasons). */
  continueHref: string;
  membership: DisableMembership;
  /** Where cancelling a running membership happens (subscription/cancel). */
  cancelMembershipHref: string;
  /** Back to the profile, keeping it as it is. */
  keepHref: string;
}

/** What the membership panel says: the way to cancel follows both. */
const membershipCopy = {
  renewing:
    'Disabling your profile does not cancel a membership you pay for: it keeps renewing until you cancel it. Cancel it first if you do not want to be charged again.',
  unknown:
    'If you pay for a membership, disabling your profile does not cancel it: it keeps renewing until you cancel it. Cancel it first if you do not want to be charged again.',
} satisfies Record<Exclude<DisableMembership, 'none' | 'loading'>, string>;

/**
 * profile/disable: what disabling does before the member chooses it. Hidden from everyone, nothing deleted, a
 * login brings it back — and a renewing membership is not cancelled by it, with the way to cancel. A free member
 * is told nothing about a membership they do not have.
 */
export function DisableProfileScreen({
  continueHref,
  membership,
  cancelMembershipHref,
  keepHref,
}: DisableProfileScreenProps) {
  return (
    <Page>
      <Heading as="h1">Disable your profile</Heading>
      <Panel aria-labelledby="disable-what">
        <Heading as="h2" size="lg" id="disable-what">
          What happens when you disable it
        </Heading>
        <Points>
          <li>
            <Text as="span">
              Your profile is hidden from everyone: it leaves search, the lists, the feeds and the daily
              matches, and your conversations leave other members’ inboxes.
            </Text>
          </li>
          <li>
            <Text as="span">You are logged out on every device.</Text>
          </li>
          <li>
            <Text as="span">
              Nothing is deleted: your likes, messages, photos and answers are kept, ready for when you come
              back.
            </Text>
          </li>
          <li>
            <Text as="span">Log in any time to reactivate your profile, just as it was.</Text>
          </li>
        </Points>
      </Panel>
      {membership !== 'none' && (
        <Panel aria-labelledby="disable-membership">
          <Heading as="h2" size="lg" id="disable-membership">
            Your membership
          </Heading>
          {membership === 'loading' ? (
            <SkeletonGroup label="Loading your membership">
              <Skeleton lines={3} />
            </SkeletonGroup>
          ) : (
            <>
              <Text>{membershipCopy[membership]}</Text>
              <div>
                <Link href={cancelMembershipHref}>Cancel my membership</Link>
              </div>
            </>
          )}
        </Panel>
      )}
      <Actions>
        <ButtonLink href={continueHref}>Continue</ButtonLink>
        <Link href={keepHref}>Keep my profile</Link>
      </Actions>
    </Page>
  );
}
