import styled from 'styled-components';
import { media, theme as t } from '../../theme';
import { Link } from '../Link';

// A fixed minimum height: the slot never pushes the page around (CLS), whichever layout it takes.
export const Root = styled.aside`
  position: relative;
  display: grid;
  gap: ${t.space[3]};
  align-content: center;
  min-height: 168px;
  padding: ${t.space[4]};
  border: 1px solid ${t.color.accent.muted};
  border-radius: ${t.radii.lg};
  background: linear-gradient(135deg, ${t.color.accent.subtle}, ${t.color.canvas.default});

  &[data-layout='banner'] {
    ${media.tablet} {
      grid-template-columns: auto 1fr auto;
      align-items: center;
      min-height: 112px;
    }
  }
`;

/** The disclosure: always visible, first in reading order. */
export const Label = styled.p`
  margin: 0;
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;

  [data-layout='banner'] > & {
    ${media.tablet} {
      position: absolute;
      top: ${t.space[2]};
      left: ${t.space[4]};
    }
  }
`;

export const Mark = styled.span`
  display: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${t.radii.round};
  background: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};

  [data-layout='banner'] > & {
    ${media.tablet} {
      display: inline-flex;
    }
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: ${t.space[1]};
`;

export const Headline = styled.p`
  margin: 0;
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
`;

export const Body = styled.p`
  margin: 0;
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;

export const Cta = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${t.space[4]};
  border-radius: ${t.radii.pill};
  background: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
  font-weight: ${t.font.weight.semibold};
  white-space: nowrap;

  &:hover {
    background: ${t.color.accent.fg};
    text-decoration: none;
  }
`;
