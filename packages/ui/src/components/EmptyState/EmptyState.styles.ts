import styled from 'styled-components';
import { theme } from '../../theme';
import { buttonBase } from '../Button/Button.styles';
import { Link } from '../Link';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  max-width: 28rem;
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]};
  text-align: center;
`;

export const Art = styled.div`
  margin-bottom: ${theme.space[2]};
  color: ${theme.color.accent.emphasis};
`;

export const ActionRow = styled.div`
  margin-top: ${theme.space[2]};
`;

/** The href form of the action: a link that looks like the primary button (the site's link component renders it). */
export const ActionLink = styled(Link)`
  ${buttonBase}
  min-height: 40px;
  padding: 0 ${theme.space[4]};
  background-color: ${theme.color.accent.emphasis};
  color: ${theme.color.fg.onEmphasis};

  &:hover {
    background-color: ${theme.color.accent.fg};
    text-decoration: none;
  }
`;

/** Illustration palette: a soft disc behind accent line art; colours come from the theme. */
export const Svg = styled.svg`
  display: block;
  width: 120px;
  height: 120px;

  .disc {
    fill: ${theme.color.accent.subtle};
  }
  .card {
    fill: ${theme.color.canvas.default};
    stroke: ${theme.color.accent.muted};
    stroke-width: 2;
  }
  .line {
    fill: none;
    stroke: ${theme.color.accent.emphasis};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .soft {
    fill: none;
    stroke: ${theme.color.accent.muted};
    stroke-width: 3;
    stroke-linecap: round;
  }
`;
