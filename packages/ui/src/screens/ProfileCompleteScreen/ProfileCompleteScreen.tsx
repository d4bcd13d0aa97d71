import type { OwnProfile, completenessParts } from '@app/contract';
import { profileCompleteness } from '@app/contract';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { CompletenessMeter } from '../../components/CompletenessMeter';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import { EditorLoadState } from '../../internal/EditorLoadState';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 640px;
`;

const Missing = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[2]};
  li {
    display: flex;
    gap: ${t.space[2]};
    align-items: center;
  }
`;

/** Where each part of completeness is filled in: 'photos', a section, 'spotify', 'twenty-q'. */
export type CompletenessPartPlace = (typeof completenessParts)[number]['section'];

export interface ProfileCompleteScreenLinks {
  parts: Record<CompletenessPartPlace, string>;
  /** profile/edit */
  edit: string;
  /** The member's profile as others see it. */
  view: string;
}

export type ProfileCompleteScreenProps = { links: ProfileCompleteScreenLinks } & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | { status: 'ready'; profile: OwnProfile }
);

/** profile/complete: how complete the profile is, and a link to each thing still missing. */
export function ProfileCompleteScreen(props: ProfileCompleteScreenProps) {
  const { links } = props;
  if (props.status !== 'ready')
    return (
      <Page>
        <Stack gap={5}>
          <Heading as="h1">Your profile</Heading>
          <EditorLoadState
            status={props.status}
            what="profile"
            skeleton={
              <SkeletonGroup label="Loading your profile">
                <Stack gap={3}>
                  <Skeleton variant="rect" height={56} />
                  <Skeleton lines={4} />
                </Stack>
              </SkeletonGroup>
            }
            onRetry={props.status === 'error' ? props.onRetry : undefined}
          />
        </Stack>
      </Page>
    );

  const { percent, missing } = profileCompleteness(props.profile);
  const complete = missing.length === 0;
  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={1}>
          <Heading as="h1">{complete ? 'Your profile is complete' : 'Almost there'}</Heading>
          <Text tone="muted">
            {complete
              ? 'Members can now see everything about you. Keep it fresh: new photos get noticed.'
              : 'Complete profiles get more matches. Here is what is still missing.'}
          </Text>
        </Stack>
        <Card>
          <CompletenessMeter percent={percent} missingCount={missing.length} />
        </Card>
        {!complete && (
          <Stack as="section" gap={3} aria-labelledby="missing-heading">
            <Heading as="h2" size="lg" id="missing-heading">
              What's missing
            </Heading>
            <Missing>
              {missing.map((part) => (
                <li key={part.id}>
                  <Icon name="chevronRight" />
                  <Link href={links.parts[part.section]}>{part.missing}</Link>
                </li>
              ))}
            </Missing>
          </Stack>
        )}
        <Cluster gap={4}>
          <Link href={links.edit}>Edit your profile</Link>
          <Link href={links.view}>View my profile</Link>
        </Cluster>
      </Stack>
    </Page>
  );
}
