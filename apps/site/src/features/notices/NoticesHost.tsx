// The notices of SPEC point 3 above every member page, most important first as the server lists them. A dismissal
// is kept for the browser session in a cookie (the client core's notice dismissals; logout clears it), which the
// server's render of the page reads too: a dismissed banner is left out of the server's HTML and of the browser's
// first render alike. A once notice is also reported to the server as soon as it shows, so a reload or the next
// visit does not show it again. The reactivation notice is a dialog. profileVerifiedSuccess stays where the
// verification feature shows it (home, verification settings), which records it seen the same way: it is not shown
// twice.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ActiveNotice, NoticeKind } from '@app/contract';
import { noticeDismissal } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { NoticeBanner, Stack } from '@app/ui';
import type { BannerNoticeKind } from '@app/ui';
import { noticeDismissals } from '../../lib/client';
import { useDismissNotice, useNotices, useResendValidation } from './api/email';

const ReactivationDialog = lazy(() => import('./ReactivationNotice'));

export interface NoticesHostProps {
  /** Where the address changes (emailBouncing). */
  accountSettingsHref: string;
  /** Where the profile is completed (ctbcd). */
  completeProfileHref: string;
  /** True on the pages that complete the profile: ctbcd would only repeat what they say. */
  completingProfile?: boolean;
}

export function NoticesHost({
  accountSettingsHref,
  completeProfileHref,
  completingProfile,
}: NoticesHostProps) {
  const notices = useNotices();
  const dismiss = useDismissNotice();
  const resend = useResendValidation();
  const [closed, setClosed] = useState<Set<NoticeKind>>(() => new Set());
  // Once notices shown on this page, kept until dismissed here even after the server stops listing them.
  const [held, setHeld] = useState<ActiveNotice[]>([]);

  const listed = notices.data ?? [];
  const fresh = listed.filter(
    (notice) =>
      noticeDismissal[notice.kind] === 'once' &&
      notice.kind !== 'profileVerifiedSuccess' &&
      !held.some((h) => h.kind === notice.kind),
  );
  if (fresh.length > 0) setHeld((all) => [...all, ...fresh]);

  // A once notice is recorded as seen when it shows.
  const { mutate } = dismiss;
  const reported = useRef(new Set<NoticeKind>());
  useEffect(() => {
    for (const notice of held) {
      if (reported.current.has(notice.kind)) continue;
      reported.current.add(notice.kind);
      mutate(notice.kind);
    }
  }, [held, mutate]);

  // `closed` hides it at once, also where cookies are refused (then for this page view only).
  const close = (kind: NoticeKind) => {
    noticeDismissals.add(kind);
    setClosed((all) => new Set(all).add(kind));
  };

  const shown = [...held, ...listed.filter((notice) => noticeDismissal[notice.kind] === 'session')].filter(
    (notice) =>
      !closed.has(notice.kind) &&
      !noticeDismissals.has(notice.kind) &&
      !(notice.kind === 'ctbcd' && completingProfile),
  );

  const banners = shown.filter(
    (notice): notice is ActiveNotice & { kind: BannerNoticeKind } => notice.kind !== 'reactivationModal',
  );
  const reactivation = shown.some((notice) => notice.kind === 'reactivationModal');

  const resendState = resend.isPending
    ? { state: 'sending' as const }
    : resend.isSuccess
      ? { state: 'sent' as const, message: `A new link is on its way to ${resend.data}.` }
      : resend.isError
        ? {
            state: 'error' as const,
            message: memberErrorMessage(resend.error, 'The link was not sent. Try again.'),
          }
        : { state: 'idle' as const };

  if (banners.length === 0 && !reactivation) return null;
  return (
    <>
      {banners.length > 0 && (
        <Stack gap={3} as="section" aria-label="Notices">
          {banners.map((notice) => (
            <NoticeBanner
              key={notice.kind}
              kind={notice.kind}
              email={notice.email}
              onDismiss={() => close(notice.kind)}
              onResend={notice.kind === 'emailValidation' ? () => resend.mutate(undefined) : undefined}
              resend={notice.kind === 'emailValidation' ? resendState : undefined}
              href={notice.kind === 'ctbcd' ? completeProfileHref : accountSettingsHref}
            />
          ))}
        </Stack>
      )}
      {reactivation && (
        <Suspense fallback={null}>
          <ReactivationDialog open onClose={() => close('reactivationModal')} />
        </Suspense>
      )}
    </>
  );
}
