import type { NoticeKind } from '@app/contract';
import { noticeText } from '@app/contract';
import { Banner } from '../Banner';
import type { BannerTone } from '../Banner';
import type { HeadingElement } from '../Heading';
import { Text } from '../Text';

/** The banner notices (reactivationModal is a dialog: ReactivationDialog). */
export type BannerNoticeKind = Exclude<NoticeKind, 'reactivationModal'>;

const tones: Record<BannerNoticeKind, BannerTone> = {
  emailValidation: 'warning',
  emailBouncing: 'danger',
  gmailSpam: 'info',
  emailVerified: 'success',
  profileVerifiedSuccess: 'success',
  ctbcd: 'info',
};

export interface NoticeBannerProps {
  kind: BannerNoticeKind;
  /** The address the email notices are about. */
  email?: string;
  /** Closes it (for the session, or for good for the once notices: the caller decides). */
  onDismiss: () => void;
  /** emailValidation: sends the link again. */
  onResend?: () => void;
  /** emailValidation: how resending went. */
  resend?: { state: 'idle' | 'sending' | 'sent' | 'error'; message?: string };
  /** emailBouncing: the account settings, where the address changes; ctbcd: the profile to complete. */
  href?: string;
  headingAs?: HeadingElement;
}

/**
 * One of the notices of SPEC point 3 as a page banner, with the words of the contract's noticeCopy: the validation
 * reminder (with "Send the link again"), a bouncing address (with a link to change it), the Gmail spam hint, the
 * validated address, the verified profile, and "complete to be discovered".
 */
export function NoticeBanner({
  kind,
  email,
  onDismiss,
  onResend,
  resend,
  href,
  headingAs,
}: NoticeBannerProps) {
  const copy = noticeText(kind, email);
  const action =
    kind === 'emailValidation' && onResend && resend?.state !== 'sent'
      ? { label: resend?.state === 'sending' ? 'Sending…' : (copy.action ?? ''), onClick: onResend }
      : (kind === 'emailBouncing' || kind === 'ctbcd') && href && copy.action
        ? { label: copy.action, href }
        : undefined;
  return (
    <Banner tone={tones[kind]} title={copy.title} onDismiss={onDismiss} action={action} headingAs={headingAs}>
      {copy.body}
      {resend?.state === 'sent' && (
        <Text as="span" role="status" weight="semibold">
          {' '}
          {resend.message ?? 'A new link is on its way.'}
        </Text>
      )}
      {resend?.state === 'error' && (
        <Text as="span" role="alert" tone="danger">
          {' '}
          {resend.message ?? 'The link was not sent. Try again.'}
        </Text>
      )}
    </Banner>
  );
}
