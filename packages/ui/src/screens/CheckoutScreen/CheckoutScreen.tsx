import { Fragment } from 'react';
import type { FormEventHandler } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import type { TextFieldProps } from '../../components/TextField';
import { Icon } from '../../internal/icons';
import { ButtonLink } from '../internal/ButtonLink';
import {
  Actions,
  Amount,
  Benefits,
  Fields,
  Layout,
  Pair,
  Panel,
  Summary,
  TestCards,
} from './CheckoutScreen.styles';

/** The payment form's fields, named as the contract's `cardInput`. */
export type CardFieldName = 'number' | 'expMonth' | 'expYear' | 'cvc' | 'name' | 'zip';
/** Everything a card field needs but its label and input hints: value, onChange, error... */
export type CardFieldProps = Omit<TextFieldProps, 'label' | 'hint' | 'autoComplete' | 'inputMode' | 'type'>;

/** What is being bought, already formatted by the caller. */
export interface CheckoutPlanSummary {
  name: string;
  /** "$29.99". */
  amount: string;
  /** The renewal terms in plain words ("Renews every month at $29.99 until you cancel…"). */
  terms: string;
  /** What the plan unlocks. */
  unlocks: readonly string[];
}

/** A notice over the form: a decline, a network failure, a changed price. */
export interface CheckoutAlert {
  tone: 'danger' | 'warning';
  title: string;
  message: string;
  action?: { label: string; onClick: () => void };
}

export interface TestCard {
  number: string;
  outcome: string;
}

export type CheckoutScreenProps = {
  /** Back to the plans. */
  backHref: string;
  /** The sandbox's test cards, listed in a small note under the form. */
  testCards?: readonly TestCard[];
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage: string; onRetry: () => void }
  | {
      status: 'ready';
      plan: CheckoutPlanSummary;
      fields: Record<CardFieldName, CardFieldProps>;
      onSubmit: FormEventHandler<HTMLFormElement>;
      /** The payment call runs: the Pay button is disabled and says so. */
      processing?: boolean;
      alert?: CheckoutAlert;
    }
  | {
      /** A payment of this checkout is being charged (found again after a reload or in another tab). */
      status: 'pending';
      plan: CheckoutPlanSummary;
    }
  | {
      /** The member's live membership already is this plan: nothing to pay, their membership instead. */
      status: 'held';
      planName: string;
      membershipHref: string;
    }
  | {
      /** The bank's 3-D Secure step (the sandbox's: approve or fail it). */
      status: 'challenge';
      plan: CheckoutPlanSummary;
      onApprove: () => void;
      onFail: () => void;
      busy?: boolean;
      alert?: CheckoutAlert;
    }
);

/** A card field's label and input hints; `field` names its value in `fields`. */
interface CardFieldSpec extends Pick<
  TextFieldProps,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
> {
  field: CardFieldName;
  label: string;
}

/** The payment form's fields in order: a row of two is shown side by side. */
const cardFieldRows: readonly (readonly [CardFieldSpec] | readonly [CardFieldSpec, CardFieldSpec])[] = [
  [
    {
      field: 'number',
      label: 'Card number',
      autoComplete: 'cc-number',
      inputMode: 'numeric',
      placeholder: '1234 1234 1234 1234',
      maxLength: 23,
    },
  ],
  [
    {
      field: 'expMonth',
      label: 'Expiry month',
      autoComplete: 'cc-exp-month',
      inputMode: 'numeric',
      placeholder: 'MM',
      maxLength: 2,
    },
    {
      field: 'expYear',
      label: 'Expiry year',
      autoComplete: 'cc-exp-year',
      inputMode: 'numeric',
      placeholder: 'YYYY',
      maxLength: 4,
    },
  ],
  [
    { field: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
    { field: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
  ],
  [{ field: 'name', label: 'Name on card', autoComplete: 'cc-name' }],
];

function CardField({
  spec: { field: _field, ...hints },
  props,
}: {
  spec: CardFieldSpec;
  props: CardFieldProps;
}) {
  return <TextField required {...hints} {...props} />;
}

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function PlanSummary({ plan }: { plan: CheckoutPlanSummary }) {
  return (
    <Summary aria-labelledby="checkout-plan">
      <Text size="sm" tone="muted">
        Your plan
      </Text>
      <Heading as="h2" size="lg" id="checkout-plan">
        {plan.name}
      </Heading>
      <Amount>{plan.amount}</Amount>
      <Text size="sm">{plan.terms}</Text>
      {plan.unlocks.length > 0 && (
        <Benefits aria-label="What it unlocks">
          {plan.unlocks.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" />
              <Text as="span" size="sm">
                {benefit}
              </Text>
            </li>
          ))}
        </Benefits>
      )}
    </Summary>
  );
}

function AlertArea({ alert }: { alert: CheckoutAlert | undefined }) {
  return (
    <div role="alert">
      {alert && (
        <Banner tone={alert.tone} title={alert.title} headingAs="h3" action={alert.action}>
          {alert.message}
        </Banner>
      )}
    </div>
  );
}

function TestCardsNote({ cards }: { cards: readonly TestCard[] }) {
  return (
    <Stack gap={2} as="aside" aria-labelledby="checkout-test-cards">
      <Heading as="h3" size="md" id="checkout-test-cards">
        Test cards
      </Heading>
      <Text size="sm" tone="muted">
        This build takes sandbox payments only: no real charge. Use any future date and any 3 digits.
      </Text>
      <TestCards>
        {cards.map((card) => (
          <Fragment key={card.number}>
            <dt>{grouped(card.number)}</dt>
            <dd>{card.outcome}</dd>
          </Fragment>
        ))}
      </TestCards>
    </Stack>
  );
}

/**
 * The payment form with the plan summary, a payment already on its way (the page came back to it), the bank's 3-D
 * Secure step, and the plan the member already has.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { backHref, testCards = [] } = props;
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Link href={backHref}>Back to the plans</Link>
        <Heading as="h1" size="xl">
          {props.status === 'challenge' ? 'Confirm with your bank' : 'Payment'}
        </Heading>
      </Stack>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading your plan">
          <Layout>
            <Skeleton variant="rect" width="100%" height="420px" />
            <Skeleton variant="rect" width="100%" height="200px" />
          </Layout>
        </SkeletonGroup>
      )}
      {props.status === 'error' && <ErrorState message={props.errorMessage} onRetry={props.onRetry} />}
      {props.status === 'ready' && (
        <Layout>
          <PlanSummary plan={props.plan} />
          <Panel aria-labelledby="checkout-card">
            <Heading as="h2" size="md" id="checkout-card">
              Card details
            </Heading>
            <AlertArea alert={props.alert} />
            <form noValidate onSubmit={props.onSubmit} aria-labelledby="checkout-card">
              <Fields disabled={props.processing}>
                {cardFieldRows.map((row) =>
                  row.length === 1 ? (
                    <CardField key={row[0].field} spec={row[0]} props={props.fields[row[0].field]} />
                  ) : (
                    <Pair key={row[0].field}>
                      {row.map((spec) => (
                        <CardField key={spec.field} spec={spec} props={props.fields[spec.field]} />
                      ))}
                    </Pair>
                  ),
                )}
                <Button type="submit" size="lg" fullWidth loading={props.processing ?? false}>
                  {props.processing ? 'Processing payment…' : `Pay ${props.plan.amount}`}
                </Button>
              </Fields>
            </form>
            {testCards.length > 0 && <TestCardsNote cards={testCards} />}
          </Panel>
        </Layout>
      )}
      {props.status === 'pending' && (
        <Layout>
          <PlanSummary plan={props.plan} />
          <Panel aria-labelledby="checkout-pending" aria-busy="true">
            <Heading as="h2" size="md" id="checkout-pending">
              Your payment is on its way
            </Heading>
            <Spinner label="Waiting for the bank" showLabel />
            <Text>
              We’re waiting for the bank’s answer to the payment you made. This page shows it as soon as it
              comes, and paying again will not charge you twice.
            </Text>
          </Panel>
        </Layout>
      )}
      {props.status === 'held' && (
        <Panel aria-labelledby="checkout-held">
          <Heading as="h2" size="md" id="checkout-held">
            You already have {props.planName}
          </Heading>
          <Text>Your membership shows when it renews, and lets you change your plan.</Text>
          <Actions>
            <ButtonLink href={props.membershipHref}>Go to your membership</ButtonLink>
          </Actions>
        </Panel>
      )}
      {props.status === 'challenge' && (
        <Layout>
          <PlanSummary plan={props.plan} />
          <Panel aria-labelledby="checkout-challenge">
            <Heading as="h2" size="md" id="checkout-challenge">
              Your bank wants to check it’s you
            </Heading>
            <AlertArea alert={props.alert} />
            <Text>
              This is the sandbox bank’s 3-D Secure step. A real bank would ask for a code or a confirmation
              in its app. Approve to finish paying {props.plan.amount}, or fail the check to see a declined
              payment.
            </Text>
            <Actions>
              <Button onClick={props.onApprove} loading={props.busy ?? false}>
                Approve
              </Button>
              <Button variant="secondary" onClick={props.onFail} disabled={props.busy}>
                Fail
              </Button>
            </Actions>
          </Panel>
        </Layout>
      )}
    </Stack>
  );
}
