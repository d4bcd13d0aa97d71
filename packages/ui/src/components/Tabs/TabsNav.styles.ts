import styled, { css } from 'styled-components';
import { theme } from '../../theme';
import { Link } from '../Link';

// The look of the tabs, shared with Tabs.styles.ts. Kept apart from the Radix tabs so a page that only shows
// TabsNav (links) does not load Radix's tabs, roving focus and collection code.

/** A row of tabs on one bottom border; scrolls sideways on narrow screens instead of wrapping. */
export const tabRow = css`
  display: flex;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${theme.color.border.muted};
`;

// The selected tab is marked by weight, colour and a 3px bar, never by colour alone.
export const tabLook = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
  background: none;
  color: ${theme.color.fg.muted};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${theme.color.fg.default};
    background: ${theme.color.canvas.subtle};
    text-decoration: none;
  }
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0;
    height: 3px;
    border-radius: ${theme.radii.pill};
  }
  &[data-state='active'],
  &[aria-current='page'] {
    color: ${theme.color.fg.default};
    font-weight: ${theme.font.weight.semibold};
  }
  &[data-state='active']::after,
  &[aria-current='page']::after {
    background: ${theme.color.accent.emphasis};
  }
`;

export const NavList = styled.ul`
  ${tabRow}
`;

export const NavLink = styled(Link)`
  ${tabLook}
`;

export const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.color.neutral.subtle};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  line-height: 1.6;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
