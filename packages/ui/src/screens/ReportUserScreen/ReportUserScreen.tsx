import type { MemberSummary, ReportReason } from '@app/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { EmptyState } from '../../components/EmptyState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Radio, RadioGroup } from '../../components/Radio';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { MemberLookupState } from '../../internal/MemberLookupState';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 600px;
`;

const Form = styled.form`
  display: grid;
  gap: ${t.space[5]};
`;

/** Longest report text (the contract's limit). */
export const REPORT_TEXT_MAX_LENGTH = 1000;

/** Every reason of the contract, in the order members read them. */
const reasonLabels: Record<ReportReason, string> = {
  fake_profile: 'Fake profile or someone else’s photos',
  inappropriate_photos: 'Inappropriate photos',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  scam: 'Scam or asking for money',
  underage: 'Seems to be under 18',
  other: 'Something else',
};

export interface ReportValues {
  reason: ReportReason;
  /** Trimmed; absent when empty. */
  text?: string;
}

export type ReportField = 'reason' | 'text';

export interface ReportUserScreenLinks {
  /** Where Cancel and "Back" lead (usually the member's profile). */
  cancel: string;
  /** Blocking the reported member (blocklist/add). */
  block: string;
}

export interface ReportUserScreenProps {
  /** `sent`: the report was stored. */
  status: 'loading' | 'error' | 'not-found' | 'ready' | 'sent';
  member?: MemberSummary;
  onSubmit: (report: ReportValues) => void;
  submitting?: boolean;
  /** Sending failed (network, server): shown above the button; what was typed stays. */
  submitError?: string;
  /** Field errors from the server (400 naming the field). */
  errors?: Partial<Record<ReportField, string>>;
  onRetry?: () => void | Promise<unknown>;
  links: ReportUserScreenLinks;
}

function ReportForm({
  member,
  onSubmit,
  submitting,
  submitError,
  errors: serverErrors = {},
  links,
}: Omit<ReportUserScreenProps, 'status' | 'member' | 'onRetry'> & { member: MemberSummary }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: 'Choose a reason' });
      const first = event.currentTarget.querySelector<HTMLInputElement>('input[name="reason"]');
      first?.focus();
      return;
    }
    setErrors({});
    const trimmed = text.trim();
    onSubmit({ reason, ...(trimmed ? { text: trimmed } : {}) });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={`Report ${member.name}`}>
      <RadioGroup
        legend={`Why are you reporting ${member.name}?`}
        name="reason"
        required
        value={reason}
        onValueChange={(value) => {
          setReason(value as ReportReason);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={shown.reason}
      >
        {(Object.keys(reasonLabels) as ReportReason[]).map((value) => (
          <Radio key={value} value={value} label={reasonLabels[value]} />
        ))}
      </RadioGroup>
      <TextArea
        name="text"
        label="Tell us more (optional)"
        hint="What happened, and where (profile, messages)? It helps our safety team."
        rows={5}
        maxLength={REPORT_TEXT_MAX_LENGTH}
        showCount
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={shown.text}
      />
      {submitError && (
        <Banner tone="danger" title="Your report wasn't sent" headingAs="h2">
          {submitError} What you wrote is still here.
        </Banner>
      )}
      <Cluster gap={3}>
        <Button type="submit" loading={submitting}>
          Send report
        </Button>
        <Link href={links.cancel}>Cancel</Link>
      </Cluster>
    </Form>
  );
}

/** report-user: a reason (required) and optional details; mistakes show beside the field, nothing typed is lost. */
export function ReportUserScreen(props: ReportUserScreenProps) {
  const { status, member, onRetry, links } = props;
  const lookup = {
    skeleton: (
      <Page>
        <Stack gap={4}>
          <Skeleton width="60%" />
          <Skeleton lines={7} />
          <Skeleton variant="rect" height={140} />
        </Stack>
      </Page>
    ),
    notFound: {
      description: 'The profile may have been closed. If you still need help, contact customer service.',
      action: { label: 'Back', href: links.cancel },
    },
  };
  if (status === 'loading' || status === 'error' || status === 'not-found')
    return <MemberLookupState status={status} {...lookup} onRetry={onRetry} />;
  if (!member) return <MemberLookupState status="not-found" {...lookup} />;
  if (status === 'sent')
    return (
      <EmptyState
        headingAs="h1"
        title="Thank you, your report was sent"
        description={`Our safety team reviews every report. If you don't want to hear from ${member.name} again, block them.`}
        action={{ label: `Block ${member.name}`, href: links.block }}
      />
    );
  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={1}>
          <Heading as="h1" style={{ overflowWrap: 'anywhere' }}>
            Report {member.name}
          </Heading>
          <Text tone="muted">Reports are confidential: {member.name} won't know who sent it.</Text>
        </Stack>
        <ReportForm {...props} member={member} />
      </Stack>
    </Page>
  );
}
