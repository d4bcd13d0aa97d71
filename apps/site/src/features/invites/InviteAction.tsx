// The profile view's "Ask a 20Q question": a button opening the invite dialog, which loads the questions the member
// may ask only once opened.
import { useState } from 'react';
import { Button, InviteDialog } from '@app/ui';
import { paths } from '../../config/paths';
import { refusal, useInviteOptions, useSendInvite } from './api/invites';

export function InviteAction({ memberId, memberName }: { memberId: number; memberName: string }) {
  const [open, setOpen] = useState(false);
  const options = useInviteOptions(memberId, open);
  const send = useSendInvite();
  return (
    <InviteDialog
      memberName={memberName}
      trigger={<Button variant="secondary">Ask a 20Q question</Button>}
      open={open}
      onOpenChange={setOpen}
      status={options.data ? 'ready' : options.isError ? 'error' : 'loading'}
      options={options.data}
      onRetry={() => options.refetch()}
      onSend={(questionId) =>
        send.mutateAsync({ memberId, questionId }).then(
          () => ({ ok: true as const }),
          (error: unknown) => refusal(error, 'questionId'),
        )
      }
      sentHref={paths.inviteBox.href('sent')}
    />
  );
}
