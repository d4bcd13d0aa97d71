import type { OwnProfile, ProfileEditPart } from '@app/contract';
import { profileCompleteness, profileSectionTitles } from '@app/contract';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { CompletenessMeter } from '../../components/CompletenessMeter';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EditorLoadState } from '../../internal/EditorLoadState';
import { theme as t } from '../../theme';
import { partSummary } from './ProfileEditScreen.summary';

const Page = styled.div`
  max-width: 720px;
`;

const Parts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[3]};
`;

const PartRow = styled.div`
  display: flex;
  gap: ${t.space[3]};
  align-items: flex-start;
  justify-content: space-between;
  & > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The parts of profile/edit in the order the editor lists them: photos first, then every section. */
export const profileEditParts = Object.keys(profileSectionTitles) as ProfileEditPart[];

export interface ProfileEditScreenLinks {
  /** profile/edit/<part> for every section, spotify and twenty-q. */
  parts: Record<ProfileEditPart, string>;
  photos: string;
  /** profile/complete */
  complete: string;
  /** The first step of the guided flow (profile/edit/step1), offered while the profile is incomplete. */
  steps?: string;
  /** The member's profile as others see it. */
  view: string;
}

export type ProfileEditScreenProps = { links: ProfileEditScreenLinks } & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      profile: OwnProfile;
      /** Today, for the age shown from the birth date. */
      now?: Date;
    }
);

/** profile/edit: how complete the profile is, and each section with what it holds and a link to edit it. */
export function ProfileEditScreen(props: ProfileEditScreenProps) {
  const { links } = props;
  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={1}>
          <Heading as="h1">Edit your profile</Heading>
          <Text tone="muted">Members who fill in more of their profile get more matches.</Text>
        </Stack>
        <EditorLoadState
          status={props.status}
          what="profile"
          skeleton={
            <SkeletonGroup label="Loading your profile">
              <Stack gap={3}>
                <Skeleton variant="rect" height={72} />
                {profileEditParts.slice(0, 5).map((part) => (
                  <Skeleton key={part} variant="rect" height={80} />
                ))}
              </Stack>
            </SkeletonGroup>
          }
          onRetry={props.status === 'error' ? props.onRetry : undefined}
        />
        {props.status === 'ready' && (
          <ReadyProfile profile={props.profile} now={props.now ?? new Date()} links={links} />
        )}
      </Stack>
    </Page>
  );
}

function ReadyProfile({
  profile,
  now,
  links,
}: {
  profile: OwnProfile;
  now: Date;
  links: ProfileEditScreenLinks;
}) {
  const completeness = profileCompleteness(profile);
  const photos = profile.photoCount;
  return (
    <>
      <Card>
        <Stack gap={3}>
          <CompletenessMeter percent={completeness.percent} missingCount={completeness.missing.length} />
          <Cluster gap={4}>
            {completeness.missing.length > 0 && <Link href={links.complete}>See what's missing</Link>}
            {completeness.missing.length > 0 && links.steps && (
              <Link href={links.steps}>Fill it in step by step</Link>
            )}
            <Link href={links.view}>View my profile</Link>
          </Cluster>
        </Stack>
      </Card>
      <Parts aria-label="Profile sections">
        <PartItem
          title="Photos"
          summary={photos ? `${photos} ${photos === 1 ? 'photo' : 'photos'}` : ''}
          empty="No photo yet: profiles with a photo get far more replies."
          href={links.photos}
        />
        {profileEditParts.map((part) => (
          <PartItem
            key={part}
            title={profileSectionTitles[part]}
            summary={partSummary(part, profile, now)}
            empty="Not filled in yet."
            href={links.parts[part]}
          />
        ))}
      </Parts>
    </>
  );
}

function PartItem({
  title,
  summary,
  empty,
  href,
}: {
  title: string;
  summary: string;
  empty: string;
  href: string;
}) {
  return (
    <li>
      <Card padding="md">
        <PartRow>
          <Stack gap={1}>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text size="sm" tone={summary ? 'default' : 'muted'}>
              {summary || empty}
            </Text>
          </Stack>
          <Link href={href} standalone>
            Edit<VisuallyHidden> {title}</VisuallyHidden>
          </Link>
        </PartRow>
      </Card>
    </li>
  );
}
