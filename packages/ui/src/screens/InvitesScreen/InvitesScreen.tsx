import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Invite, InviteBox, TwentyQAnswerRules } from '@app/contract';
import type { PagedMembersProps } from '../../internal/pagedMembers';
import { Avatar } from '../../components/Avatar';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Pagination } from '../../components/Pagination';
import { formatDay } from '../../components/ProfileCard';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { TabsNav } from '../../components/Tabs';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { InviteCard, InviteHeader, InviteList, Quote } from './InvitesScreen.styles';

/** What a reply came to: saved, or refused with a message for the answer field or for the whole form. */
export type InviteReplyResult = { ok: true } | { ok: false; fieldError?: string; message?: string };

export interface InvitesLinks {
  tabs: Record<InviteBox, string>;
  profile: (memberId: number) => string;
  /** Where members to invite are found (the interests lists). */
  interests: string;
}

export type InvitesScreenProps = Omit<PagedMembersProps, 'onLike'> & {
  box: InviteBox;
  invites: readonly Invite[];
  links: InvitesLinks;
  /** The 20Q answer rules (the contract's `twentyQAnswerRules`): a reply follows them. */
  answerRules: TwentyQAnswerRules;
  onReply: (invite: Invite, reply: { answer: string; showOnProfile: boolean }) => Promise<InviteReplyResult>;
  formatDate?: (iso: string) => string;
};

const titles: Record<InviteBox, string> = { received: 'Received', sent: 'Sent' };

/** Invites to answer a 20Q question: received (reply to them) and sent (read the replies). */
export function InvitesScreen(props: InvitesScreenProps) {
  const { status, box, invites, links, page, hasPrev, hasNext, onPageChange, onRetry } = props;
  const formatDate = props.formatDate ?? ((iso: string) => formatDay(iso));

  let body;
  if (status === 'loading') {
    body = (
      <div role="status" aria-label="Loading invites">
        <Stack gap={3}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rect" height={120} />
          ))}
        </Stack>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        title="We couldn't load your invites"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  } else if (invites.length === 0) {
    body =
      box === 'received' ? (
        <EmptyState
          title="No invites yet"
          description="When a member asks you one of the 20 questions, it shows up here for you to answer."
          action={{ label: 'Find members who share your interests', href: links.interests }}
        />
      ) : (
        <EmptyState
          title="You have not asked anyone yet"
          description="Open a member's profile and choose Ask a 20Q question. Their reply shows up here."
          action={{ label: 'Find members who share your interests', href: links.interests }}
        />
      );
  } else {
    body = (
      <InviteList aria-label={`Invites ${titles[box].toLowerCase()}`}>
        {invites.map((invite) => (
          <InviteItem key={invite.id} invite={invite} {...props} formatDate={formatDate} />
        ))}
      </InviteList>
    );
  }

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">Invites</Heading>
        <Text tone="muted">Questions from the 20Q, asked by one member of another.</Text>
      </Stack>
      <TabsNav
        label="Invites"
        currentHref={links.tabs[box]}
        items={(['received', 'sent'] as const).map((tab) => ({ href: links.tabs[tab], label: titles[tab] }))}
      />
      {body}
      {status === 'ready' && (hasPrev || hasNext) && (
        <Pagination
          label="Invites pages"
          page={page}
          hasPrev={hasPrev}
          hasNext={hasNext}
          onPageChange={onPageChange}
        />
      )}
    </Stack>
  );
}

function InviteItem({
  invite,
  box,
  links,
  answerRules,
  onReply,
  formatDate,
}: InvitesScreenProps & { invite: Invite; formatDate: (iso: string) => string }) {
  const { member } = invite;
  const headingId = `invite-${invite.id}`;
  return (
    <InviteCard aria-labelledby={headingId}>
      <InviteHeader>
        <Avatar name={member.name} src={member.photoUrl} size="sm" />
        <Text as="span" size="sm" tone="muted">
          {box === 'received' ? (
            <>
              <Link href={links.profile(member.id)}>{member.name}</Link> asked you
            </>
          ) : (
            <>
              You asked <Link href={links.profile(member.id)}>{member.name}</Link>
            </>
          )}{' '}
          · {formatDate(invite.createdAt)}
        </Text>
      </InviteHeader>
      <Heading as="h2" size="md" id={headingId}>
        {invite.question.text}
      </Heading>
      {invite.reply !== null ? (
        <Stack gap={1}>
          <Text size="sm" tone="muted">
            {box === 'received' ? 'Your reply' : `${member.name}'s reply`}
            {invite.repliedAt ? ` · ${formatDate(invite.repliedAt)}` : ''}
          </Text>
          <Quote>{invite.reply}</Quote>
        </Stack>
      ) : box === 'received' ? (
        <ReplyForm invite={invite} answerRules={answerRules} onReply={onReply} />
      ) : (
        <Text tone="muted">Waiting for {member.name}'s reply.</Text>
      )}
    </InviteCard>
  );
}

function ReplyForm({
  invite,
  answerRules,
  onReply,
}: Pick<InvitesScreenProps, 'answerRules' | 'onReply'> & { invite: Invite }) {
  const [answer, setAnswer] = useState('');
  const [showOnProfile, setShowOnProfile] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = answerRules.validate(answer);
    setMessage(undefined);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError(undefined);
    setSaving(true);
    const result = await onReply(invite, { answer, showOnProfile });
    setSaving(false);
    if (!result.ok) {
      setFieldError(result.fieldError);
      setMessage(result.message ?? (result.fieldError ? undefined : 'Your reply was not sent. Try again.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Reply to ${invite.member.name}`}>
      <Stack gap={3}>
        {message && (
          <Banner tone="danger" title="Your reply was not sent" headingAs="h3">
            {message}
          </Banner>
        )}
        <TextArea
          label="Your answer"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={answerRules.maxLength}
          showCount
          rows={3}
          error={fieldError}
          required
        />
        <Checkbox
          label="Also show on my profile"
          hint="Your answer becomes your 20Q answer to this question."
          checked={showOnProfile}
          onChange={(event) => setShowOnProfile(event.target.checked)}
        />
        <div>
          <Button type="submit" loading={saving}>
            Send reply
          </Button>
        </div>
      </Stack>
    </form>
  );
}
