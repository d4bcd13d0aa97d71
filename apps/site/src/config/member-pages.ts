// What the member area shows for each route: title, the navigation group, the counter beside it and, while the page
// is not built yet, what it will do. Route names and permissions come from @app/client's one route table; this file
// only adds words and places. A test checks that every client route has a page here.
import type { CounterName } from '@app/contract';
import { DISCOUNT_PLAN_TEXT } from '@app/client';
import { paths } from './paths';

export type NavGroupName = 'Messages' | 'Lists' | 'Profile' | 'Settings';

export interface MemberPage {
  /** Route name in @app/client's route table (permission flag); null when every member may open it. */
  route: string | null;
  href: string;
  title: string;
  group: NavGroupName;
  /** What the page lets a member do (shown on its placeholder until it is built). */
  summary: string;
  counter?: CounterName;
}

export const memberPages: readonly MemberPage[] = [
  {
    route: 'inbox',
    href: paths.inbox.href(),
    title: 'Inbox',
    group: 'Messages',
    counter: 'unreadMessages',
    summary: 'Read your conversations, see who wrote to you first and delete threads you are done with.',
  },
  {
    route: 'messaging/compose',
    href: paths.compose.href(),
    title: 'New message',
    group: 'Messages',
    summary: 'Write to a member you like, with a flirt or a photo to start the conversation.',
  },
  {
    route: 'lists/wvm',
    href: paths.whoViewedMe.href(),
    title: 'Who viewed me',
    group: 'Lists',
    counter: 'whoViewedMe',
    summary: 'See the members who looked at your profile, newest first, 12 to a page.',
  },
  {
    route: 'lists/wlm',
    href: paths.whoLikedMe.href(),
    title: 'Who liked me',
    group: 'Lists',
    counter: 'whoLikedMe',
    summary: 'See who liked you and like them back to make a mutual match.',
  },
  {
    route: 'lists/wyl',
    href: paths.whoILike.href(),
    title: 'Who I like',
    group: 'Lists',
    counter: 'whoILike',
    summary: 'Keep track of the members you liked, and take a like back.',
  },
  {
    route: 'lists/mutual-likes',
    href: paths.mutualLikes.href(),
    title: 'Mutual likes',
    group: 'Lists',
    counter: 'mutualLikes',
    summary: 'Your matches: members who like you as much as you like them. Start a conversation from here.',
  },
  {
    route: 'lists/blocklist',
    href: paths.blocklist.href(),
    title: 'Blocklist',
    group: 'Lists',
    counter: 'blocklist',
    summary: 'Members you blocked cannot see you or write to you. Unblock them here.',
  },
  {
    route: 'profile/view',
    href: paths.profileView.href(),
    title: 'My profile',
    group: 'Profile',
    summary: 'See your profile the way other members see it.',
  },
  {
    route: 'profile/edit',
    href: paths.profileEdit.href(),
    title: 'Edit profile',
    group: 'Profile',
    summary:
      'Edit each section of your profile: dating, basic info, details, about me, what you look for, lifestyle, favourite things, Spotify artists and the 20 questions.',
  },
  {
    route: 'profile/photos',
    href: paths.profilePhotos.href(),
    title: 'Photos',
    group: 'Profile',
    summary:
      'Upload photos, import up to 8 from Facebook or Instagram, choose your main photo and verify it.',
  },
  {
    route: 'profile/complete',
    href: paths.profileComplete.href(),
    title: 'Complete your profile',
    group: 'Profile',
    summary: 'Answer the few questions left, step by step, to get more matches.',
  },
  {
    route: 'profile/disable',
    href: paths.profileDisable.href(),
    title: 'Disable profile',
    group: 'Profile',
    summary: 'Hide your profile from everyone for a while; log in again to come back.',
  },
  {
    route: 'profile/disable/reasons',
    href: paths.profileDisableReasons.href(),
    title: 'Why you are leaving',
    group: 'Profile',
    summary: 'Tell us why you are disabling your profile, so we can do better.',
  },
  {
    route: 'profile/disabled',
    href: paths.profileDisabled.href(),
    title: 'Profile disabled',
    group: 'Profile',
    summary: 'Confirms that your profile is hidden, and lets you reactivate it.',
  },
  {
    route: 'profile/settings',
    href: paths.settings.href(),
    title: 'All settings',
    group: 'Settings',
    summary: 'Every setting of your account in one place.',
  },
  {
    route: 'account-settings',
    href: paths.accountSettings.href(),
    title: 'Account',
    group: 'Settings',
    summary: 'Change your visibility and account details.',
  },
  {
    route: 'email-settings',
    href: paths.emailSettings.href(),
    title: 'Email',
    group: 'Settings',
    summary: 'Choose which emails we send you, and validate your address.',
  },
  {
    route: 'login-settings',
    href: paths.loginSettings.href(),
    title: 'Login',
    group: 'Settings',
    summary: 'Change your email login and password.',
  },
  {
    route: 'verification-settings',
    href: paths.verificationSettings.href(),
    title: 'Verification',
    group: 'Settings',
    summary: 'Verify your profile and photos so members know you are real.',
  },
  {
    route: null,
    href: paths.subscription.href(),
    title: 'Membership',
    group: 'Settings',
    summary: 'See your plan, renew, change or cancel it, and find your receipts.',
  },
];

export const navGroupOrder: readonly NavGroupName[] = ['Messages', 'Lists', 'Profile', 'Settings'];

/** Subscription pages (no permission needed; every member may manage their membership). */
export const subscriptionPages = [
  { offer: undefined, title: 'Membership', summary: 'See your plan, renew, change or cancel it.' },
  { offer: 'cancel', title: 'Cancel membership', summary: 'Stop the automatic renewal of your plan.' },
  { offer: 'discount50', title: '50% off', summary: `An offer: ${DISCOUNT_PLAN_TEXT}.` },
  { offer: 'discount66', title: '66% off', summary: 'An offer of two thirds off your next month.' },
  { offer: 'free-time-offer', title: 'Free time', summary: 'Extra free days added to your membership.' },
  {
    offer: 'free-time-congratulations',
    title: 'Free time added',
    summary: 'Confirms the free days were added.',
  },
  { offer: 'receipt', title: 'Receipt', summary: 'The receipt of your last payment.' },
  { offer: 'success', title: 'Welcome to premium', summary: 'Confirms your purchase and what it unlocks.' },
] as const;

/** Public pages of SPEC point 2 besides the landing page. */
export const publicPages = [
  { slug: 'user-agreement', title: 'User agreement', summary: 'The terms every member agrees to.' },
  { slug: 'privacy-policy', title: 'Privacy policy', summary: 'What we store about you and why.' },
  { slug: 'cookie-policy', title: 'Cookie policy', summary: 'The cookies this site sets and what they do.' },
  { slug: 'dispute-notice', title: 'Dispute notice', summary: 'How to raise a dispute with us.' },
  { slug: 'email-feedback', title: 'Email feedback', summary: 'Tell us about an email you received.' },
  { slug: 'success-stories', title: 'Success stories', summary: 'Couples who met here tell their stories.' },
  { slug: 'feedback/success-stories', title: 'Share your story', summary: 'Tell us how you met.' },
  {
    slug: 'fraud-protection',
    title: 'Fraud protection',
    summary: 'How we keep scammers out, and how to spot them.',
  },
  { slug: 'safety-tips', title: 'Safety tips', summary: 'Meeting someone new, safely.' },
  { slug: 'faq', title: 'Questions and answers', summary: 'Answers to what members ask most.' },
  { slug: 'interested-in-me', title: 'Interested in me', summary: 'Members who showed interest in you.' },
  { slug: 'customer-service', title: 'Customer service', summary: 'Write to our support team.' },
  { slug: 'tech-support', title: 'Technical support', summary: 'Report a problem with the site.' },
  { slug: 'media-inquiries', title: 'Media inquiries', summary: 'Press contacts.' },
  { slug: 'bug-report', title: 'Report a bug', summary: 'Tell us what went wrong.' },
  { slug: 'password-recovery', title: 'Password recovery', summary: 'Get a link to set a new password.' },
  { slug: 'system-abuse', title: 'System abuse', summary: 'Report spam or abuse of the service.' },
  { slug: 'report-user', title: 'Report a member', summary: 'Tell us about a member who broke the rules.' },
  { slug: 'blocklist/add', title: 'Block a member', summary: 'Stop a member from seeing or contacting you.' },
] as const;
