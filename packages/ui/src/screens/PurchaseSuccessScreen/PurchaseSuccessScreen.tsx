import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import { ButtonLink } from '../internal/ButtonLink';
import { Amount, Benefits, Panel } from '../CheckoutScreen/CheckoutScreen.styles';
import { Badge, Facts, Page } from './PurchaseSuccessScreen.styles';

export interface PurchaseSuccessScreenProps {
  /** What was bought ("1 Month"). */
  planName: string;
  /** Formatted amount charged ("$29.99"). */
  amount: string;
  /** What it unlocks. */
  unlocks: readonly string[];
  /** When it renews, in words ("Renews on Dec 20, 2026 at $29.99"), or when a one-time purchase ends. */
  renewal: string;
  /** Back to where the member was before the paywall. */
  continueHref: string;
  receiptHref: string;
}

/** After a payment: what was bought, what it unlocks, the renewal, and the way back to where the member was. */
export function PurchaseSuccessScreen({
  planName,
  amount,
  unlocks,
  renewal,
  continueHref,
  receiptHref,
}: PurchaseSuccessScreenProps) {
  return (
    <Page>
      <Panel aria-labelledby="purchase-success">
        <Badge aria-hidden="true">
          <Icon name="checkCircle" size="28px" />
        </Badge>
        <Stack gap={2}>
          <Heading as="h1" size="xl" id="purchase-success">
            You’re all set
          </Heading>
          <Text tone="muted">Thank you. Your payment went through and your membership is active now.</Text>
        </Stack>
        <Facts>
          <div>
            <dt>Plan</dt>
            <dd>{planName}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>
              <Amount as="span">{amount}</Amount>
            </dd>
          </div>
        </Facts>
        <Text size="sm">{renewal}</Text>
        {unlocks.length > 0 && (
          <Stack gap={2} as="section" aria-labelledby="purchase-unlocks">
            <Heading as="h2" size="md" id="purchase-unlocks">
              Unlocked for you
            </Heading>
            <Benefits>
              {unlocks.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" />
                  <Text as="span" size="sm">
                    {benefit}
                  </Text>
                </li>
              ))}
            </Benefits>
          </Stack>
        )}
        <Stack gap={3}>
          <ButtonLink href={continueHref} size="lg">
            Continue
          </ButtonLink>
          <ButtonLink href={receiptHref} variant="secondary">
            View receipt
          </ButtonLink>
        </Stack>
      </Panel>
    </Page>
  );
}
