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

export const Frame = styled.div`
  min-height: 100vh;
  background-color: ${t.color.canvas.subtle};
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${t.z.sticky};
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  height: ${HEADER_HEIGHT};
  padding: 0 ${t.space[4]};
  border-bottom: 1px solid ${t.color.border.muted};
  background-color: ${t.color.canvas.default};
`;

export const MenuToggle = styled.div`
  ${media.tablet} {
    display: none;
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  margin-left: auto;
`;

export const CounterList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
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
  padding: 0 ${t.space[2]};
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
`;

export const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${t.space[1]};
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
  ${media.tablet} {
    display: grid;
    grid-template-columns: 248px minmax(0, 1fr);
  }
`;

export const Sidebar = styled.nav`
  display: none;
  padding: ${t.space[4]};
  border-bottom: 1px solid ${t.color.border.muted};
  background-color: ${t.color.canvas.default};
  &[data-open] {
    display: block;
  }
  ${media.tablet} {
    display: block;
    position: sticky;
    top: ${HEADER_HEIGHT};
    align-self: start;
    height: calc(100vh - ${HEADER_HEIGHT});
    overflow-y: auto;
    border-bottom: none;
    border-right: 1px solid ${t.color.border.muted};
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
`;

export const LockedTag = styled.span`
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
