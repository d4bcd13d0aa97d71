import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Panel } from '../CheckoutScreen/CheckoutScreen.styles';
import { Facts, Page } from '../PurchaseSuccessScreen/PurchaseSuccessScreen.styles';

/** One payment as the receipt shows it, formatted by the caller. */
export interface ReceiptView {
  planName: string;
  /** "$29.99". */
  amount: string;
  /** mediumDate ("Nov 20, 2026"). */
  date: string;
  /** "Visa •••• 4242". */
  card: string;
  /** "SPK-…", what support asks for. */
  reference: string;
}

export type ReceiptScreenProps = {
  /** Back to the membership page. */
  backHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage: string; onRetry: () => void }
  | { status: 'empty'; plansHref: string }
  | { status: 'ready'; receipt: ReceiptView }
);

/** subscription/receipt: one payment's plan, amount, date, card and reference. */
export function ReceiptScreen(props: ReceiptScreenProps) {
  return (
    <Page>
      <Stack gap={4}>
        <Link href={props.backHref}>Back to your membership</Link>
        <Heading as="h1" size="xl">
          Receipt
        </Heading>
        {props.status === 'loading' && (
          <SkeletonGroup label="Loading your receipt">
            <Skeleton variant="rect" width="100%" height="320px" />
          </SkeletonGroup>
        )}
        {props.status === 'error' && <ErrorState message={props.errorMessage} onRetry={props.onRetry} />}
        {props.status === 'empty' && (
          <EmptyState
            title="No payments yet"
            description="When you buy a plan, its receipt shows here."
            action={{ label: 'See the plans', href: props.plansHref }}
          />
        )}
        {props.status === 'ready' && (
          <Panel aria-labelledby="receipt-reference">
            <Stack gap={1}>
              <Text size="sm" tone="muted">
                Reference
              </Text>
              <Heading as="h2" size="md" id="receipt-reference">
                {props.receipt.reference}
              </Heading>
            </Stack>
            <Facts>
              <div>
                <dt>Plan</dt>
                <dd>{props.receipt.planName}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{props.receipt.amount}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{props.receipt.date}</dd>
              </div>
              <div>
                <dt>Card</dt>
                <dd>{props.receipt.card}</dd>
              </div>
            </Facts>
            <Text size="sm" tone="muted">
              Keep this reference if you contact us about this payment.
            </Text>
          </Panel>
        )}
      </Stack>
    </Page>
  );
}
