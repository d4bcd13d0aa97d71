import type { MemberSummary } from '@app/contract';
import { profileSectionTitles, twentyQuestions } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { InviteDialog } from '../InvitesScreen/InviteDialog';
import { ProfileViewScreen } from './ProfileViewScreen';
import type { ProfileViewScreenProps } from './ProfileViewScreen';

/** An admirer of the paying member (verified, new, four photos, 20Q answers and artists) whom they do not like yet. */
const anna = recordedAnswer('discovery/profile-paying', 'getProfileView').data;
const withExtras = anna;

/** Like and the hotlist button flip `likedByMe` and `inHotlist` the way the site's optimistic updates do. */
function LikeableProfile(args: ProfileViewScreenProps) {
  const [profile, setProfile] = useState(args.profile);
  const onLike = (member: MemberSummary, liked: boolean) => {
    args.onLike?.(member, liked);
    setProfile((current) => current && { ...current, likedByMe: liked });
  };
  const onToggleHotlist = (member: MemberSummary, save: boolean) => {
    args.onToggleHotlist?.(member, save);
    setProfile((current) => current && { ...current, inHotlist: save });
  };
  return <ProfileViewScreen {...args} profile={profile} onLike={onLike} onToggleHotlist={onToggleHotlist} />;
}

const meta = {
  title: 'Screens/ProfileViewScreen',
  component: ProfileViewScreen,
  args: {
    status: 'ready',
    profile: anna,
    onLike: fn(),
    onToggleHotlist: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onRetry: fn(),
    links: {
      message: (memberId) => `/messaging/compose?to=${memberId}`,
      report: (memberId) => `/report-user?memberId=${memberId}`,
      search: '/search',
      upgrade: '/home/paywall',
    },
  },
  render: (args) => <LikeableProfile {...args} />,
} satisfies Meta<typeof ProfileViewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A paying member (no ad) on Anna's profile: she already likes them; liking her makes it mutual. */
export const PayingMember: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `${anna.name}, ${anna.age}` })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    await step('like', async () => {
      const like = canvas.getByRole('button', { name: `Like ${anna.name}` });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(like);
      await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: anna.id }), true);
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByText('You like each other')).toBeVisible();
    });
    await expect(canvas.getByRole('link', { name: /Message/ })).toHaveAttribute(
      'href',
      `/messaging/compose?to=${anna.id}`,
    );
    await expect(canvas.getByRole('link', { name: `Report ${anna.name}` })).toBeVisible();
  },
};

/** "Save to hotlist" saves Anna; the pressed button then reads "In your hotlist". */
export const SaveToHotlist: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const actions = canvas.getByRole('group', { name: 'Actions' });
    const save = within(actions).getByRole('button', { name: 'Save to hotlist' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onToggleHotlist).toHaveBeenCalledWith(expect.objectContaining({ id: anna.id }), true);
    await expect(within(actions).getByRole('button', { name: 'In your hotlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Anna is already in the viewer's hotlist: pressing the button takes her off it. */
export const InHotlist: Story = {
  args: { profile: { ...anna, inHotlist: true } },
  play: async ({ canvas, userEvent, args }) => {
    const saved = canvas.getByRole('button', { name: 'In your hotlist' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    await expect(args.onToggleHotlist).toHaveBeenCalledWith(expect.objectContaining({ id: anna.id }), false);
    await expect(canvas.getByRole('button', { name: 'Save to hotlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Choosing a thumbnail shows that photo. */
export const Gallery: Story = {
  play: async ({ canvas, userEvent }) => {
    const count = anna.photos.length;
    await expect(canvas.getByRole('img', { name: `${anna.name}, photo 1 of ${count}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Show photo 3 of ${count}` }));
    await expect(canvas.getByRole('img', { name: `${anna.name}, photo 3 of ${count}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Show photo 3 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Block asks first; confirming calls onBlock. */
export const Block: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: `Block ${anna.name}?` });
    await expect(args.onBlock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: `Block ${anna.name}` }));
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel closes the confirmation without blocking. */
export const BlockCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};

/** A free member whose profile is older than 15 days: the house ad fills the slot under the photos. */
export const FreeMemberWithAd: Story = {
  args: { showAd: true },
  play: async ({ canvas }) => {
    const ad = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(within(ad).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/home/paywall',
    );
  },
};

/** The viewer blocked this member: a notice with Unblock replaces the actions. */
export const BlockedByMe: Story = {
  args: { profile: { ...anna, blockedByMe: true, canLike: false, canMessage: false, likedByMe: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: `Like ${anna.name}` })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Message/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save to hotlist' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
  },
};

/** Their 20Q answers (question above answer) and favourite artists; a free-text section keeps its line breaks. */
export const AnswersAndArtists: Story = {
  args: {
    profile: {
      ...withExtras,
      sections: [
        ...withExtras.sections,
        {
          id: 'fav-things',
          title: profileSectionTitles['fav-things'],
          items: [{ label: '', value: 'Sunday farmers markets.\nOld movies with too much popcorn.' }],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const answers = canvas.getByRole('region', { name: profileSectionTitles['twenty-q'] });
    const first = withExtras.answers[0]!;
    await expect(within(answers).getByText(first.question)).toBeVisible();
    await expect(within(answers).getByText(first.answer)).toBeVisible();
    const artists = canvas.getByRole('region', { name: profileSectionTitles.spotify });
    await expect(within(artists).getAllByRole('listitem')).toHaveLength(withExtras.artists.length);
    await expect(within(artists).getByText(withExtras.artists[0]!.name)).toBeVisible();
    const favourites = canvas.getByRole('region', { name: profileSectionTitles['fav-things'] });
    await expect(within(favourites).getByText(/Sunday farmers markets/)).toBeVisible();
  },
};

/**
 * A profile filled to the limits (texts of 2,000 characters, twenty answers of 500, twelve artists with the longest
 * names), as the server shows it to another member: nothing overflows.
 */
export const LongAnswersAndArtists: Story = {
  args: { profile: recordedAnswer('profile/view-long-content', 'getProfileView').data },
};

/** No answers and no artists: those parts stay hidden. */
export const NoAnswersOrArtists: Story = {
  args: { profile: recordedAnswer('discovery/profile-plain', 'getProfileView').data },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: profileSectionTitles['twenty-q'] })).toBeNull();
    await expect(canvas.queryByRole('region', { name: profileSectionTitles.spotify })).toBeNull();
  },
};

/** A verified member: the verified badge among the profile's badges, named for screen readers. */
export const VerifiedBadge: Story = {
  args: { profile: anna },
  play: async ({ canvas }) => {
    const badges = canvas.getByRole('list', { name: 'Badges' });
    await expect(within(badges).getByText('Verified')).toBeVisible();
  },
};

/** The verified badge at 390 px. */
export const VerifiedBadgeMobile: Story = {
  args: VerifiedBadge.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: VerifiedBadge.play,
};

export const LongNameAndNoPhotos: Story = {
  args: { profile: recordedAnswer('discovery/awkward-members', 'getProfileView').data },
};

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading profile');
  },
};

export const Error: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Missing, closed, or hidden by a block the other member made: the same answer. */
export const NotFound: Story = {
  args: { status: 'not-found', profile: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This profile isn't available" }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { showAd: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The site's invite dialog as the extra action: "Ask a 20Q question" sits with Like and Message and opens it. */
export const WithInviteAction: Story = {
  args: {
    inviteAction: (
      <InviteDialog
        memberName={anna.name}
        trigger={<Button variant="secondary">Ask a 20Q question</Button>}
        status="ready"
        options={{
          memberId: anna.id,
          questions: twentyQuestions.map((q) => ({ id: q.id, text: q.text, state: 'open' as const })),
          remainingToday: 10,
        }}
        onSend={fn(async () => ({ ok: true as const }))}
        sentHref="/invites?box=sent"
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a 20Q question' }));
    const dialog = await screen.findByRole('dialog', { name: `Ask ${anna.name} a 20Q question` });
    await expect(within(dialog).getByRole('button', { name: 'Send invite' })).toBeEnabled();
  },
};

export const WithInviteActionMobile: Story = {
  ...WithInviteAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(canvas.getByRole('button', { name: 'Ask a 20Q question' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
