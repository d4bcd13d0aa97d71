import type { ReactNode } from 'react';
import type { MemberSummary, ProfileBadge, ProfileDetail, ProfileSection } from '@app/contract';
import { profileSectionTitles } from '@app/contract';
import { Avatar } from '../../components/Avatar';
import { Badge, VerifiedBadge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { ConfirmDialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { HouseAd } from '../../components/HouseAd';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import { formatUtcMonth } from '../../internal/englishFormats';
import {
  AdArea,
  Answers,
  ArtistGenres,
  ArtistItem,
  ArtistList,
  ArtistName,
  ButtonLink,
  Details,
  FreeText,
  GalleryArea,
  Layout,
  MemberArea,
  Name,
  PhotoSkeleton,
} from './ProfileViewScreen.styles';
import { ProfileViewScreenGallery } from './ProfileViewScreenGallery';

/** Where the screen's links lead; the site passes its routes. */
export interface ProfileViewScreenLinks {
  message: (memberId: number) => string;
  report: (memberId: number) => string;
  search: string;
  upgrade: string;
}

export interface ProfileViewScreenProps {
  status: 'loading' | 'error' | 'not-found' | 'ready';
  /** Required when status is 'ready'. */
  profile?: ProfileDetail;
  onLike?: (member: MemberSummary, liked: boolean) => void;
  /** Saves the member to the viewer's hotlist (`save` true) or takes them off it; no button when omitted. */
  onToggleHotlist?: (member: MemberSummary, save: boolean) => void;
  /** Confirmed in a dialog first; a returned promise keeps the dialog open (spinner) until it settles. */
  onBlock?: () => void | Promise<void>;
  /** Shown when the viewer blocked this member. */
  onUnblock?: () => void;
  onRetry?: () => void | Promise<unknown>;
  /** The house ad slot (not a full member and a profile older than 15 days; the caller decides). */
  showAd?: boolean;
  links: ProfileViewScreenLinks;
  /** An extra action beside Like and Message (the site's "Ask a 20Q question" invite dialog). */
  inviteAction?: ReactNode;
  /** Formats "Member since"; default "Nov 2024" (UTC). */
  formatDate?: (iso: string) => string;
  /** The viewer's own profile, as others see it: no report link. */
  ownProfile?: boolean;
}

const formatMonth = (iso: string) => formatUtcMonth(new Date(iso));

function ProfileBadges({ badges }: { badges: readonly ProfileBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <Cluster as="ul" gap={2} aria-label="Badges" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {badges.map((badge) => (
        <li key={badge}>
          {badge === 'verified' && <VerifiedBadge showLabel />}
          {badge === 'photo-verified' && (
            <Badge tone="accent" icon="camera">
              Photo verified
            </Badge>
          )}
          {badge === 'online-recently' && (
            <Badge tone="success" dot>
              Online recently
            </Badge>
          )}
          {badge === 'new-member' && <Badge tone="neutral">New member</Badge>}
        </li>
      ))}
    </Cluster>
  );
}

function Relationship({ profile }: { profile: ProfileDetail }) {
  if (profile.likedByMe && profile.likesMe)
    return (
      <Badge tone="accent" variant="solid" icon="heart">
        You like each other
      </Badge>
    );
  if (profile.likesMe)
    return (
      <Badge tone="accent" icon="heart">
        Likes you
      </Badge>
    );
  return null;
}

function LoadingProfile() {
  return (
    <SkeletonGroup label="Loading profile">
      <Layout>
        <PhotoSkeleton>
          <Skeleton variant="rect" height="100%" />
        </PhotoSkeleton>
        <Stack gap={4}>
          <Skeleton width="60%" />
          <Skeleton lines={2} />
          <Skeleton variant="rect" height={40} width={240} />
          <Skeleton lines={4} />
        </Stack>
      </Layout>
    </SkeletonGroup>
  );
}

/**
 * One section: free text (items without a label: the member's own words, line breaks kept), then label/value pairs.
 */
function ProfileSectionView({ section }: { section: ProfileSection }) {
  const text = section.items.filter((item) => item.label === '');
  const pairs = section.items.filter((item) => item.label !== '');
  const headingId = `profile-${section.id}`;
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {section.title}
      </Heading>
      {text.map((item, index) => (
        <FreeText key={index}>{item.value}</FreeText>
      ))}
      {pairs.length > 0 && (
        <Details>
          {pairs.map((item) => (
            <div key={item.label} style={{ display: 'contents' }}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </Details>
      )}
    </Stack>
  );
}

/**
 * Another member's profile: photo gallery, badges, about, the sections they filled in, their 20Q answers and
 * favourite artists, with like, message, save to the hotlist, block (after a confirmation) and report. A member the
 * viewer blocked shows a notice to unblock.
 */
export function ProfileViewScreen({
  status,
  profile,
  onLike,
  onToggleHotlist,
  onBlock,
  onUnblock,
  onRetry,
  showAd = false,
  links,
  formatDate = formatMonth,
  ownProfile = false,
  inviteAction,
}: ProfileViewScreenProps) {
  if (status === 'loading') return <LoadingProfile />;
  if (status === 'error')
    return (
      <ErrorState
        headingAs="h1"
        title="We couldn't load this profile"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  if (status === 'not-found' || !profile)
    return (
      <EmptyState
        headingAs="h1"
        title="This profile isn't available"
        description="The member may have closed or hidden their profile."
        action={{ label: 'Search members', href: links.search }}
      />
    );

  const { id, name, age, city, blockedByMe } = profile;
  return (
    <Layout>
      <GalleryArea>
        <ProfileViewScreenGallery name={name} photos={profile.photos} />
      </GalleryArea>
      <MemberArea>
        <Stack gap={6}>
          <Stack gap={3}>
            <Stack gap={1}>
              <Name>
                {name}, {age}
              </Name>
              <Text tone="muted">
                {city} · Member since {formatDate(profile.memberSince)}
              </Text>
            </Stack>
            <Cluster gap={2}>
              <Relationship profile={profile} />
              <ProfileBadges badges={profile.badges} />
            </Cluster>
          </Stack>

          {blockedByMe ? (
            <Banner
              tone="warning"
              title={`You blocked ${name}`}
              action={onUnblock ? { label: 'Unblock', onClick: onUnblock } : undefined}
            >
              You don't see each other in lists, search or feeds, and neither of you can message the other.
            </Banner>
          ) : (
            <Cluster gap={3} role="group" aria-label="Actions">
              {onLike && profile.canLike && (
                <Button
                  variant={profile.likedByMe ? 'primary' : 'secondary'}
                  aria-pressed={profile.likedByMe}
                  aria-label={`Like ${name}`}
                  onClick={() => onLike(profile, !profile.likedByMe)}
                >
                  <Icon name="heart" filled={profile.likedByMe} />
                  Like
                </Button>
              )}
              {profile.canMessage && (
                <ButtonLink href={links.message(id)} standalone>
                  <Icon name="message" />
                  Message
                </ButtonLink>
              )}
              {onToggleHotlist && (
                <Button
                  variant={profile.inHotlist ? 'primary' : 'secondary'}
                  aria-pressed={profile.inHotlist}
                  onClick={() => onToggleHotlist(profile, !profile.inHotlist)}
                >
                  <Icon name="star" filled={profile.inHotlist} />
                  {profile.inHotlist ? 'In your hotlist' : 'Save to hotlist'}
                </Button>
              )}
              {inviteAction}
              {onBlock && (
                <ConfirmDialog
                  trigger={<Button variant="ghost">Block</Button>}
                  title={`Block ${name}?`}
                  body={`${name} won't see your profile or be able to message you, and you won't see each other in lists, search or feeds. Likes between you are removed. You can unblock ${name} from your blocklist.`}
                  confirmLabel={`Block ${name}`}
                  tone="danger"
                  onConfirm={onBlock}
                />
              )}
            </Cluster>
          )}

          {profile.about && (
            <Stack as="section" gap={2} aria-labelledby="profile-about">
              <Heading as="h2" size="lg" id="profile-about">
                About {name}
              </Heading>
              <Text>{profile.about}</Text>
            </Stack>
          )}

          {profile.sections.map((section) => (
            <ProfileSectionView key={section.id} section={section} />
          ))}

          {profile.answers.length > 0 && (
            <Stack as="section" gap={3} aria-labelledby="profile-twenty-q">
              <Heading as="h2" size="lg" id="profile-twenty-q">
                {profileSectionTitles['twenty-q']}
              </Heading>
              <Answers>
                {profile.answers.map((entry) => (
                  <div key={entry.questionId}>
                    <dt>{entry.question}</dt>
                    <dd>{entry.answer}</dd>
                  </div>
                ))}
              </Answers>
            </Stack>
          )}

          {profile.artists.length > 0 && (
            <Stack as="section" gap={3} aria-labelledby="profile-spotify">
              <Heading as="h2" size="lg" id="profile-spotify">
                {profileSectionTitles.spotify}
              </Heading>
              <ArtistList>
                {profile.artists.map((artist) => (
                  <ArtistItem key={artist.id}>
                    {/* Decoration: the name beside it is the text; initials when there is no picture. */}
                    <span aria-hidden="true">
                      <Avatar name={artist.name} src={artist.imageUrl} size="sm" />
                    </span>
                    <span style={{ minWidth: 0 }}>
                      <ArtistName>{artist.name}</ArtistName>
                      {artist.genres[0] && <ArtistGenres>{artist.genres[0]}</ArtistGenres>}
                    </span>
                  </ArtistItem>
                ))}
              </ArtistList>
            </Stack>
          )}

          {!ownProfile && (
            <Text size="sm">
              <Link href={links.report(id)} tone="muted">
                Report {name}
              </Link>
            </Text>
          )}
        </Stack>
      </MemberArea>
      {showAd && (
        <AdArea>
          <HouseAd href={links.upgrade} />
        </AdArea>
      )}
    </Layout>
  );
}
