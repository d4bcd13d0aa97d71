// /invites: invites to answer a 20Q question, received (the default tab: reply here) and sent (?box=sent: read the
// replies), 20 a page with cursor paging in the URL.
import { useSearchParams } from 'react-router';
import type { InviteBox } from '@app/contract';
import { twentyQAnswerRules } from '@app/contract';
import { InvitesScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useCursorPaging } from '../../features/discovery/cursor-paging';
import { refusal, useInvites, useReplyToInvite } from '../../features/invites/api/invites';

const links = {
  tabs: { received: paths.inviteBox.href('received'), sent: paths.inviteBox.href('sent') },
  profile: (memberId: number) => paths.profileView.href(memberId),
  interests: paths.interests.href(),
};

export default function InvitesPage() {
  const box: InviteBox = useSearchParams()[0].get('box') === 'sent' ? 'sent' : 'received';
  const paging = useCursorPaging();
  const query = useInvites(box, paging.cursor);
  const reply = useReplyToInvite();
  const nextCursor = query.data?.nextCursor;
  return (
    <InvitesScreen
      box={box}
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      invites={query.data?.items ?? []}
      page={paging.page}
      hasPrev={paging.hasPrev}
      hasNext={Boolean(nextCursor)}
      onPageChange={(target) => paging.goTo(target, nextCursor)}
      onRetry={() => query.refetch()}
      links={links}
      answerRules={twentyQAnswerRules}
      onReply={(invite, body) =>
        reply.mutateAsync({ inviteId: invite.id, body }).then(
          () => ({ ok: true as const }),
          (error: unknown) => refusal(error, 'answer'),
        )
      }
    />
  );
}
