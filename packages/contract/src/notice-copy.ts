// The notice kinds, how each goes away and what each says: plain data without zod, so the pages that show banners
// (every member page) do not load the contract's schemas with their first JavaScript.

/**
 * The banner and notice kinds of SPEC point 3, each with the rule that shows it and how it goes away.
 *
 * - `session` notices follow the member's state (an address not yet validated, a bouncing address, a Gmail address,
 *   a profile too thin to be found): the server lists them while the state lasts, and a dismissal holds for the tab's
 *   session (kept in the session items logout clears, SPEC point 4), so they come back at the next login.
 * - `once` notices follow an event (the address was validated, the profile was reactivated or verified): the server
 *   lists them until the member dismisses them, which the server records, so they show once.
 */
export const noticeKinds = [
  'emailValidation',
  'emailBouncing',
  'gmailSpam',
  'emailVerified',
  'reactivationModal',
  'profileVerifiedSuccess',
  'ctbcd',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeDismissal = {
  emailValidation: 'session',
  emailBouncing: 'session',
  gmailSpam: 'session',
  /** "Complete to be discovered": the profile lacks what search needs to show it well (see the server's rule). */
  ctbcd: 'session',
  emailVerified: 'once',
  reactivationModal: 'once',
  profileVerifiedSuccess: 'once',
} as const satisfies Record<NoticeKind, 'session' | 'once'>;

/** The notices that show once; dismissing one is recorded by the server. */
export const onceNoticeKinds = noticeKinds.filter((kind) => noticeDismissal[kind] === 'once');

/** What each notice says (banners and the reactivation dialog), written once for the site and the stories. */
export const noticeCopy: Record<NoticeKind, { title: string; body: string; action?: string }> = {
  emailValidation: {
    title: 'Please validate your email address',
    body: 'We sent a link to {email}. Follow it to confirm the address is yours.',
    action: 'Send the link again',
  },
  emailBouncing: {
    title: 'Our emails to you are bouncing',
    body: 'Mail to {email} cannot be delivered. Check the address or use another one.',
    action: 'Update your email address',
  },
  gmailSpam: {
    title: 'Using Gmail?',
    body: 'If our email is not in your inbox, look in your Spam folder and mark it "Not spam".',
  },
  emailVerified: {
    title: 'Your email address is validated',
    body: 'Thank you: {email} is confirmed.',
  },
  reactivationModal: {
    title: 'Welcome back',
    body: 'Your profile is active again, and nothing was lost: your likes, messages and photos are all here.',
    action: 'Continue',
  },
  profileVerifiedSuccess: {
    title: 'Your profile is verified',
    body: 'Members now see the verified badge on your profile.',
  },
  ctbcd: {
    title: 'Complete your profile to be discovered',
    body: 'Profiles with a photo and a few details show up in search. Add what is missing.',
    action: 'Complete your profile',
  },
};

/** A notice's copy with the address filled in. */
export const noticeText = (
  kind: NoticeKind,
  email = '',
): { title: string; body: string; action?: string } => {
  const copy = noticeCopy[kind];
  return { ...copy, body: copy.body.replace('{email}', email || 'your address') };
};
