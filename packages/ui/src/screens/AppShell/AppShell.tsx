import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ConnectionStatus } from '../../components/ConnectionStatus';
import { IconButton } from '../../components/IconButton';
import { useLinkComponent } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';
import {
  Body,
  Content,
  Count,
  CounterLink,
  CounterList,
  Frame,
  Header,
  HeaderEnd,
  LockedTag,
  Main,
  MemberName,
  Membership,
  MenuToggle,
  NavGroupLabel,
  NavLabel,
  NavLink,
  NavList,
  PremiumTag,
  Sidebar,
  SidebarInner,
  SkipLink,
} from './AppShell.styles';

export interface ShellNavItem {
  label: string;
  href: string;
  count?: number;
  /**
   * What the count means, in words, for screen readers ("14 members you like"): they hear it instead of the bare
   * number, which stays visible. Without it they hear the number alone.
   */
  countLabel?: string;
  /** The member's plan does not include this page (it leads to the paywall). */
  locked?: boolean;
}

export interface ShellNavGroup {
  label: string;
  items: readonly ShellNavItem[];
}

/** A live counter in the header ("Who liked me: 3"). */
export interface ShellCounter {
  id: string;
  label: string;
  count: number;
  href: string;
  icon: IconName;
}

export interface AppShellProps {
  homeHref: string;
  /** The page on screen; its navigation link is marked current. */
  currentPath: string;
  memberName: string;
  /** Undefined while the membership is being read: neither Premium nor Upgrade shows, so neither can be wrong. */
  isPayingMember: boolean | undefined;
  upgradeHref: string;
  /** Header counters; undefined while they load. */
  counters?: readonly ShellCounter[];
  /** How many counters to reserve room for while loading. */
  counterSlots?: number;
  navigation: readonly ShellNavGroup[];
  onLogout: () => void;
  loggingOut?: boolean;
  /** The live connection has been down for a while: a quiet "Reconnecting…" at the bottom of the screen. */
  reconnecting?: boolean;
  children: ReactNode;
}

function Counters({ counters, slots }: { counters: readonly ShellCounter[] | undefined; slots: number }) {
  const LinkComponent = useLinkComponent();
  if (!counters) {
    return (
      <CounterList aria-hidden="true">
        {Array.from({ length: slots }, (_, index) => (
          <li key={index}>
            <Skeleton variant="rect" width={52} height={32} />
          </li>
        ))}
      </CounterList>
    );
  }
  return (
    <CounterList aria-label="Counters">
      {counters.map((counter) => (
        <li key={counter.id}>
          <CounterLink as={LinkComponent} href={counter.href}>
            <Icon name={counter.icon} size="20px" />
            <VisuallyHidden>{counter.label}:</VisuallyHidden>
            <Count data-zero={counter.count === 0 || undefined}>{counter.count}</Count>
          </CounterLink>
        </li>
      ))}
    </CounterList>
  );
}

function NavItem({ item, current }: { item: ShellNavItem; current: boolean }) {
  const LinkComponent = useLinkComponent();
  return (
    <li>
      <NavLink as={LinkComponent} href={item.href} aria-current={current ? 'page' : undefined}>
        <NavLabel>{item.label}</NavLabel>
        {item.locked && (
          <LockedTag>
            <VisuallyHidden> (</VisuallyHidden>Premium<VisuallyHidden>)</VisuallyHidden>
          </LockedTag>
        )}
        {item.count !== undefined && item.count > 0 && (
          <>
            {/* Seen: the number. Heard: what it counts, in words when the item says, else the number. */}
            <Count aria-hidden="true">{item.count}</Count>
            <VisuallyHidden> ({item.countLabel ?? item.count})</VisuallyHidden>
          </>
        )}
      </NavLink>
    </li>
  );
}

/**
 * The member area's frame: header with the live counters, membership and logout; grouped navigation to every member
 * page (a menu button opens it on narrow screens); the page itself in `main`.
 */
export function AppShell({
  homeHref,
  currentPath,
  memberName,
  isPayingMember,
  upgradeHref,
  counters,
  counterSlots = 3,
  navigation,
  onLogout,
  loggingOut = false,
  reconnecting = false,
  children,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const closeMenuOnNavigate = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <Frame>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header>
        <MenuToggle>
          <IconButton
            icon={menuOpen ? 'close' : 'menu'}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={navId}
            variant="ghost"
            onClick={() => setMenuOpen((open) => !open)}
          />
        </MenuToggle>
        <Brand href={homeHref} compact />
        <HeaderEnd>
          <Counters counters={counters} slots={counterSlots} />
          <Membership>
            {isPayingMember === true && (
              <PremiumTag>
                <Icon name="star" filled />
                Premium
              </PremiumTag>
            )}
            {isPayingMember === false && <ButtonLink href={upgradeHref}>Upgrade</ButtonLink>}
          </Membership>
          <MemberName title={memberName}>{memberName}</MemberName>
          <Button variant="secondary" size="sm" loading={loggingOut} onClick={onLogout}>
            Log out
          </Button>
        </HeaderEnd>
      </Header>
      <Body>
        {/* Clicks bubble from the links; the handler only closes the mobile menu. */}
        <Sidebar
          id={navId}
          aria-label="Member"
          data-open={menuOpen || undefined}
          onClick={closeMenuOnNavigate}
        >
          <SidebarInner>
            <NavList>
              <NavItem item={{ label: 'Home', href: homeHref }} current={currentPath === homeHref} />
              {isPayingMember === false && (
                <NavItem
                  item={{ label: 'Upgrade', href: upgradeHref }}
                  current={currentPath === upgradeHref}
                />
              )}
            </NavList>
            {navigation.map((group) => (
              <section key={group.label} aria-labelledby={`${navId}-${group.label}`}>
                <NavGroupLabel id={`${navId}-${group.label}`}>{group.label}</NavGroupLabel>
                <NavList>
                  {group.items.map((item) => (
                    <NavItem key={item.href} item={item} current={currentPath === item.href} />
                  ))}
                </NavList>
              </section>
            ))}
          </SidebarInner>
        </Sidebar>
        <Main id="main-content" tabIndex={-1}>
          <Content>{children}</Content>
        </Main>
      </Body>
      <ConnectionStatus reconnecting={reconnecting} />
    </Frame>
  );
}
