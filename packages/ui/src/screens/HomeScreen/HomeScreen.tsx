import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Skeleton } from '../../components/Skeleton';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { theme as t } from '../../theme';

export interface HomeShortcut {
  title: string;
  href: string;
  icon: IconName;
  /** What waits there ("new likes"); shown with the count. */
  countLabel: string;
  /** undefined while counters load. */
  count?: number;
}

export interface HomeScreenProps {
  memberName: string;
  /** Undefined while the membership is being read: the upgrade banner waits for it. */
  isPayingMember: boolean | undefined;
  upgradeHref: string;
  shortcuts: readonly HomeShortcut[];
  /** Ads on home: not a paying member and a profile older than 15 days (decided by the caller). */
  showAds: boolean;
  /** A one-time notice for the member (e.g. VerifiedNotice), shown under the greeting. */
  notice?: ReactNode;
}

const ShortcutIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${t.radii.round};
  background-color: ${t.color.accent.subtle};
  color: ${t.color.accent.fg};
`;

const Number = styled.span`
  display: block;
  min-height: 2.25rem;
  font-size: ${t.font.size.xxl};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
`;

/** Fixed size, so the ad never pushes content around when it fills. */
const AdSlot = styled.aside`
  display: grid;
  place-items: center;
  height: 96px;
  border: 1px dashed ${t.color.border.default};
  border-radius: ${t.radii.md};
  background-color: ${t.color.canvas.inset};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;

/** The member's start page: greeting, what is new for them, and the way to premium for free members. */
export function HomeScreen({
  memberName,
  isPayingMember,
  upgradeHref,
  shortcuts,
  showAds,
  notice,
}: HomeScreenProps) {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="xxl">
          Welcome back, {memberName}
        </Heading>
        <Text tone="muted">Here is what happened since your last visit.</Text>
      </Stack>

      {notice}

      {isPayingMember === false && (
        <Banner title="See everyone who likes you" action={{ label: 'See plans', href: upgradeHref }}>
          Premium members see who liked and viewed them, read every message and keep their matches going.
        </Banner>
      )}

      <Stack as="section" gap={4} aria-labelledby="home-activity">
        <Heading as="h2" size="lg" id="home-activity">
          Your activity
        </Heading>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap={4}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <Card href={shortcut.href} padding="md">
                <Stack gap={3}>
                  <ShortcutIcon aria-hidden="true">
                    <Icon name={shortcut.icon} size="20px" />
                  </ShortcutIcon>
                  <Text weight="semibold">{shortcut.title}</Text>
                  <Number>{shortcut.count ?? <Skeleton variant="rect" width={48} height={32} />}</Number>
                  <Text size="sm" tone="muted">
                    {shortcut.countLabel}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
      </Stack>

      {showAds && <AdSlot aria-label="Advertisement">Advertisement</AdSlot>}
    </Stack>
  );
}
