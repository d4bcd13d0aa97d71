import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import type { InviteOptions } from '@app/contract';
import { INVITES_PER_DAY } from '@app/contract';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { Link } from '../../components/Link';
import { Radio, RadioGroup } from '../../components/Radio';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import type { InviteReplyResult } from './InvitesScreen';

export interface InviteDialogProps {
  /** The member invited. */
  memberName: string;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The questions that may be asked, once loaded. */
  status: 'loading' | 'error' | 'ready';
  options?: InviteOptions;
  onRetry?: () => void | Promise<unknown>;
  /** Sends the invite; the same result shape as a reply (a message for the question field or the whole form). */
  onSend: (questionId: number) => Promise<InviteReplyResult>;
  /** The invites page, where the reply will show (sent). */
  sentHref: string;
}

const stateHints = {
  open: undefined,
  answered: 'Answered on their profile',
  invited: 'Already asked',
} as const;

/** "Ask a 20Q question": pick one of the questions the member has not answered, and send the invite. */
export function InviteDialog(props: InviteDialogProps) {
  const { memberName, trigger, open, onOpenChange } = props;
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={`Ask ${memberName} a 20Q question`}
      description="They can reply from their invites; you will find the reply under Invites, Sent."
      size="md"
    >
      <InviteDialogBody {...props} />
    </Dialog>
  );
}

function InviteDialogBody({ memberName, status, options, onRetry, onSend, sentHref }: InviteDialogProps) {
  const [questionId, setQuestionId] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // Counts failed sends: each one moves focus to what the failure says, once it is shown.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures === 0) return;
    if (messageRef.current) messageRef.current.focus();
    else {
      const form = formRef.current;
      const radio = (state: string) =>
        form?.querySelector<HTMLInputElement>(`input[name="questionId"]:${state}`);
      (radio('checked') ?? radio('enabled'))?.focus();
    }
  }, [failures]);

  if (status === 'loading' || (status === 'ready' && !options))
    return (
      <div role="status" aria-label="Loading the questions">
        <Skeleton lines={6} />
      </div>
    );
  if (status === 'error' || !options)
    return (
      <ErrorState
        title="We couldn't load the questions"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  if (sent)
    return (
      <Stack gap={3}>
        <Banner tone="success" title="Invite sent" headingAs="h3">
          We asked {memberName}: “{sent}”
        </Banner>
        <Text>
          <Link href={sentHref}>See your sent invites</Link>
        </Text>
      </Stack>
    );

  const capReached = options.remainingToday === 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (!questionId) {
      setFieldError('Choose a question');
      return;
    }
    setFieldError(undefined);
    setSaving(true);
    const result = await onSend(Number(questionId));
    setSaving(false);
    if (result.ok) setSent(options.questions.find((q) => q.id === Number(questionId))?.text ?? '');
    else {
      setFieldError(result.fieldError);
      setMessage(result.message ?? (result.fieldError ? undefined : 'The invite was not sent. Try again.'));
      setFailures((count) => count + 1);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Invite ${memberName}`}>
      <Stack gap={4}>
        {capReached && (
          <Banner tone="warning" title="No invites left today" headingAs="h3">
            You can send {INVITES_PER_DAY} invites a day. Try again tomorrow.
          </Banner>
        )}
        {message && (
          // Focusable (not in the Tab order) so a failed send can move focus here.
          <div ref={messageRef} tabIndex={-1}>
            <Banner tone="danger" title="The invite was not sent" headingAs="h3">
              {message}
            </Banner>
          </div>
        )}
        <RadioGroup
          legend="Which question will you ask?"
          name="questionId"
          value={questionId}
          onValueChange={setQuestionId}
          error={fieldError}
          required
        >
          {options.questions.map((question) => (
            <Radio
              key={question.id}
              value={String(question.id)}
              label={question.text}
              hint={stateHints[question.state]}
              disabled={question.state !== 'open' || capReached}
            />
          ))}
        </RadioGroup>
        <Text size="sm" tone="muted">
          {options.remainingToday} of {INVITES_PER_DAY} invites left today.
        </Text>
        <div>
          <Button type="submit" loading={saving} disabled={capReached}>
            Send invite
          </Button>
        </div>
      </Stack>
    </form>
  );
}
