import styled from 'styled-components';
import { media, theme } from '../../theme';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};

  ${media.tablet} {
    justify-content: center;
  }
`;

/** Page numbers: hidden on mobile, where the "Page 3 of 20" summary takes their place. */
export const Pages = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

export const Summary = styled.p`
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  &[data-has-pages] {
    ${media.tablet} {
      display: none;
    }
  }
`;

export const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  background: none;
  color: ${theme.color.fg.default};
  font-family: inherit;
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover {
    background: ${theme.color.canvas.inset};
  }
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
  &[aria-current='page'] {
    background: ${theme.color.accent.emphasis};
    color: ${theme.color.fg.onEmphasis};
    font-weight: ${theme.font.weight.bold};
    cursor: default;
  }
`;

export const Ellipsis = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${theme.color.fg.muted};
`;
