import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const HEADER_HEIGHT = '64px';

export const SkipLink = styled.a`
  position: absolute;
  left: ${t.space[2]};
  top: -100px;
  z-index: ${t.z.toast};
  padding: ${t.space[2]} ${t.space[4]};
  border-radius: ${t.radii.md};
  background-color: ${t.color.canvas.default};
  color: ${t.color.accent.fg};
  font-weight: ${t.font.weight.semibold};
  &:focus {
    top: ${t.space[2]};
  }
`;

/** At least the viewport's height, the body filling what the header leaves, so the sidebar column reaches the bottom. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background-color: ${t.color.canvas.subtle};
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${t.z.sticky};
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  height: ${HEADER_HEIGHT};
  /* Narrow screens: tighter edges, so menu, mark, three counters and Log out fit 390 px without sideways scroll. */
  padding: 0 ${t.space[3]};
  border-bottom: 1px solid ${t.color.border.muted};
  background-color: ${t.color.canvas.default};
  ${media.tablet} {
    gap: ${t.space[3]};
    padding: 0 ${t.space[4]};
  }
`;

export const MenuToggle = styled.div`
  ${media.tablet} {
    display: none;
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  min-width: 0;
  margin-left: auto;
  /* The counters, the membership tag and Log out keep their size; the member's name gives way (ellipsis). */
  & > * {
    flex: none;
  }
  ${media.tablet} {
    gap: ${t.space[3]};
  }
`;

export const CounterList = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CounterLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  min-width: 44px;
  min-height: 40px;
  padding: 0 ${t.space[1]};
  border-radius: ${t.radii.pill};
  color: ${t.color.fg.default};
  text-decoration: none;
  font-weight: ${t.font.weight.semibold};
  &:hover {
    background-color: ${t.color.canvas.inset};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  ${media.tablet} {
    padding: 0 ${t.space[2]};
  }
  & > svg {
    flex: none;
  }
`;

/** A count beside its icon or label: never squeezed (a flex item with a min-width could shrink under its digits). */
export const Count = styled.span`
  flex: none;
  min-width: 1.5em;
  padding: 0 ${t.space[1]};
  white-space: nowrap;
  border-radius: ${t.radii.pill};
  background-color: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
  font-size: ${t.font.size.xs};
  line-height: 1.5;
  text-align: center;
  &[data-zero] {
    background-color: ${t.color.neutral.subtle};
    color: ${t.color.fg.muted};
  }
`;

export const MemberName = styled.span`
  display: none;
  flex: 0 1 auto !important;
  min-width: 0;
  max-width: 12rem;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${t.font.weight.medium};
  ${media.desktop} {
    display: inline;
  }
`;

export const Membership = styled.span`
  display: none;
  ${media.tablet} {
    display: inline-flex;
  }
`;

export const PremiumTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.pill};
  background-color: ${t.color.warning.subtle};
  color: ${t.color.warning.fg};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
`;

export const Body = styled.div`
  flex: 1 0 auto;
  ${media.tablet} {
    display: grid;
    grid-template-columns: 248px minmax(0, 1fr);
  }
`;

/**
 * The navigation column. On wide screens it runs the full height of the page (background and border reach the
 * bottom however long the page is) while its content (SidebarInner) stays in view under the header.
 */
export const Sidebar = styled.nav`
  display: none;
  border-bottom: 1px solid ${t.color.border.muted};
  background-color: ${t.color.canvas.default};
  &[data-open] {
    display: block;
  }
  ${media.tablet} {
    display: block;
    align-self: stretch;
    border-bottom: none;
    border-right: 1px solid ${t.color.border.muted};
  }
`;

export const SidebarInner = styled.div`
  padding: ${t.space[4]};
  ${media.tablet} {
    position: sticky;
    top: ${HEADER_HEIGHT};
    max-height: calc(100vh - ${HEADER_HEIGHT});
    overflow-y: auto;
  }
`;

export const NavGroupLabel = styled.h2`
  margin: ${t.space[4]} 0 ${t.space[1]};
  padding: 0 ${t.space[3]};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: 36px;
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.md};
  color: ${t.color.fg.default};
  text-decoration: none;
  font-size: ${t.font.size.sm};
  &:hover {
    background-color: ${t.color.canvas.inset};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &[aria-current='page'] {
    background-color: ${t.color.accent.subtle};
    color: ${t.color.accent.fg};
    font-weight: ${t.font.weight.semibold};
  }
`;

export const NavLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const LockedTag = styled.span`
  flex: none;
  color: ${t.color.warning.fg};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
`;

export const Main = styled.main`
  min-width: 0;
  padding: ${t.space[5]} ${t.space[4]} ${t.space[8]};
  outline: none;
  ${media.tablet} {
    padding: ${t.space[6]} ${t.space[7]} ${t.space[8]};
  }
`;

export const Content = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
`;
