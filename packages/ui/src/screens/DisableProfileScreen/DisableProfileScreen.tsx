import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Text } from '../../components/Text';
import { ButtonLink } from '../internal/ButtonLink';
import { Actions, Page, Panel, Points } from './DisableProfileScreen.styles';

export interface DisableProfileScreenProps {
  /** The next step: why the member is leaving (profile/disable/reasons). */
  continueHref: string;
  /** Where cancelling a running membership happens (subscription/cancel). */
  cancelMembershipHref: string;
  /** Back to the profile, keeping it as it is. */
  keepHref: string;
}

/**
 * profile/disable: what disabling does before the member chooses it. Hidden from everyone, nothing deleted, a
 * login brings it back — and a running membership is not cancelled by it (it keeps renewing), with the way to cancel.
 */
export function DisableProfileScreen({
  continueHref,
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
      <Panel aria-labelledby="disable-membership">
        <Heading as="h2" size="lg" id="disable-membership">
          Your membership
        </Heading>
        <Text>
          Disabling your profile does not cancel a membership you pay for: it keeps renewing until you cancel
          it. Cancel it first if you do not want to be charged again.
        </Text>
        <div>
          <Link href={cancelMembershipHref}>Cancel my membership</Link>
        </div>
      </Panel>
      <Actions>
        <ButtonLink href={continueHref}>Continue</ButtonLink>
        <Link href={keepHref}>Keep my profile</Link>
      </Actions>
    </Page>
  );
}
