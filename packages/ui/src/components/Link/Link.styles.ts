import styled from 'styled-components';
import { theme as t } from '../../theme';

export type LinkTone = 'accent' | 'default' | 'muted';

const toneColor = { accent: t.color.accent.fg, default: t.color.fg.default, muted: t.color.fg.muted };

// Transient props only: the site's link component receives href, className, children and aria-current, nothing else.
export const StyledLink = styled.a<{ $tone: LinkTone; $standalone: boolean }>`
  color: ${({ $tone }) => toneColor[$tone]};
  font-weight: ${t.font.weight.medium};
  text-decoration: ${({ $standalone }) => ($standalone ? 'none' : 'underline')};
  text-underline-offset: 0.2em;
  border-radius: ${t.radii.sm};

  &:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &[aria-current='page'] {
    font-weight: ${t.font.weight.bold};
  }
`;
