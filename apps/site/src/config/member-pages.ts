// What the member area shows for each member route: title, navigation group, the counter beside it and, while the
// page is not built yet, what it will do. Loaded with the member area (the router only needs config/routes.ts).
import type { CounterName } from '@app/contract';
import type { MemberPageRoute } from './routes';
import { memberPageRoutes } from './routes';
import { paths } from './paths';

export type NavGroupName = 'Messages' | 'Discover' | 'Lists' | 'Profile' | 'Settings';

export interface MemberPageText {
  title: string;
  group: NavGroupName;
  /** What the page lets a member do (shown on its placeholder until it is built). */
  summary: string;
  counter?: CounterName;
}

export type MemberPage = MemberPageRoute & MemberPageText;

export const memberPageText: Record<string, MemberPageText> = {
  [paths.inbox.href()]: {
    title: 'Inbox',
    group: 'Messages',
    counter: 'unreadMessages',
    summary: 'Read your conversations, see who wrote to you first and delete threads you are done with.',
  },
  [paths.compose.href()]: {
    title: 'New message',
    group: 'Messages',
    summary: 'Write to a member you like, with a flirt or a photo to start the conversation.',
  },
  [paths.hotlist.href()]: {
    title: 'Hotlist',
    group: 'Messages',
    summary: 'The members you saved as favourites, to find them again and write to them.',
  },
  [paths.whoViewedMe.href()]: {
    title: 'Who viewed me',
    group: 'Lists',
    counter: 'whoViewedMe',
    summary: 'See the members who looked at your profile, newest first, 12 to a page.',
  },
  [paths.whoLikedMe.href()]: {
    title: 'Who liked me',
    group: 'Lists',
    counter: 'whoLikedMe',
    summary: 'See who liked you and like them back to make a mutual match.',
  },
  [paths.whoILike.href()]: {
    title: 'Who I like',
    group: 'Lists',
    counter: 'whoILike',
    summary: 'Keep track of the members you liked, and take a like back.',
  },
  [paths.mutualLikes.href()]: {
    title: 'Mutual likes',
    group: 'Lists',
    counter: 'mutualLikes',
    summary: 'Your matches: members who like you as much as you like them. Start a conversation from here.',
  },
  [paths.blocklist.href()]: {
    title: 'Blocklist',
    group: 'Lists',
    counter: 'blocklist',
    summary: 'Members you blocked cannot see you or write to you. Unblock them here.',
  },
  [paths.profileView.href()]: {
    title: 'My profile',
    group: 'Profile',
    summary: 'See your profile the way other members see it.',
  },
  [paths.profileEdit.href()]: {
    title: 'Edit profile',
    group: 'Profile',
    summary:
      'Edit each section of your profile: dating, basic info, details, about me, what you look for, lifestyle, favourite things, Spotify artists and the 20 questions.',
  },
  [paths.profilePhotos.href()]: {
    title: 'Photos',
    group: 'Profile',
    summary:
      'Upload photos, import up to 8 from Facebook or Instagram, choose your main photo and verify it.',
  },
  [paths.profileComplete.href()]: {
    title: 'Complete your profile',
    group: 'Profile',
    summary: 'Answer the few questions left, step by step, to get more matches.',
  },
  [paths.profileDisable.href()]: {
    title: 'Disable profile',
    group: 'Profile',
    summary: 'Hide your profile from everyone for a while; log in again to come back.',
  },
  [paths.profileDisableReasons.href()]: {
    title: 'Why you are leaving',
    group: 'Profile',
    summary: 'Tell us why you are disabling your profile, so we can do better.',
  },
  [paths.profileDisabled.href()]: {
    title: 'Profile disabled',
    group: 'Profile',
    summary: 'Confirms that your profile is hidden, and lets you reactivate it.',
  },
  [paths.settings.href()]: {
    title: 'All settings',
    group: 'Settings',
    summary: 'Every setting of your account in one place.',
  },
  [paths.accountSettings.href()]: {
    title: 'Account',
    group: 'Settings',
    summary: 'Change your visibility and account details.',
  },
  [paths.emailSettings.href()]: {
    title: 'Email',
    group: 'Settings',
    summary: 'Choose which emails we send you, and validate your address.',
  },
  [paths.loginSettings.href()]: {
    title: 'Login',
    group: 'Settings',
    summary: 'Change your email login and password.',
  },
  [paths.verificationSettings.href()]: {
    title: 'Verification',
    group: 'Settings',
    summary: 'Verify your profile and photos so members know you are real.',
  },
  [paths.subscription.href()]: {
    title: 'Membership',
    group: 'Settings',
    summary: 'See your plan, renew, change or cancel it, and find your receipts.',
  },
  [paths.search.href()]: {
    title: 'Search',
    group: 'Discover',
    summary: 'Find members by age, who they are, city or distance, photos, verification and recent activity.',
  },
  [paths.newsfeed.href()]: {
    title: 'Newsfeed',
    group: 'Discover',
    summary:
      'New members, new photos and fresh verifications in the community, and who is interested in you.',
  },
};

export const memberPages: readonly MemberPage[] = memberPageRoutes.map((page) => {
  const text = memberPageText[page.href];
  if (!text) throw new Error(`No title for member page ${page.href}`);
  return { ...page, ...text };
});

export const navGroupOrder: readonly NavGroupName[] = [
  'Messages',
  'Discover',
  'Lists',
  'Profile',
  'Settings',
];
