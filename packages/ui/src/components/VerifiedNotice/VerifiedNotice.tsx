import { Banner } from '../Banner';
import type { HeadingElement } from '../Heading';

export interface VerifiedNoticeProps {
  /** The member closed it. */
  onDismiss: () => void;
  /** Where "See your profile" leads (the member's profile as others see it); no link when omitted. */
  profileHref?: string;
  headingAs?: HeadingElement;
}

/**
 * The `profileVerifiedSuccess` notice: the member's verification went through. Shown once (the caller decides
 * when, and tells the server it was seen), on the page the member lands on after verifying.
 */
export function VerifiedNotice({ onDismiss, profileHref, headingAs }: VerifiedNoticeProps) {
  return (
    <Banner
      tone="success"
      title="Your profile is verified"
      headingAs={headingAs}
      onDismiss={onDismiss}
      action={profileHref ? { label: 'See your profile', href: profileHref } : undefined}
    >
      Members now see the verified badge on your card, in their lists, in search results and on your profile.
    </Banner>
  );
}
