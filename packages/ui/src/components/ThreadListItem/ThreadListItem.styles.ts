import styled from 'styled-components';
import { theme as t } from '../../theme';

// Rendered as the site's link component, which forwards only className, href and children: the unread look is
// chosen on the inner elements' data attributes.
export const Row = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  border-radius: ${t.radii.md};
  color: ${t.color.fg.default};
  text-decoration: none;
  transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};

  &:hover {
    background-color: ${t.color.canvas.subtle};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: -2px;
  }
`;

export const Main = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-width: 0;
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${t.font.weight.medium};
  &[data-unread] {
    font-weight: ${t.font.weight.bold};
  }
`;

export const Time = styled.time`
  flex: none;
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
  &[data-unread] {
    color: ${t.color.accent.fg};
    font-weight: ${t.font.weight.semibold};
  }
`;

export const Preview = styled.span`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  flex: 1;
  min-width: 0;
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.muted};
  &[data-unread] {
    color: ${t.color.fg.default};
    font-weight: ${t.font.weight.medium};
  }
  &[data-locked] {
    font-style: italic;
  }
  & > svg {
    flex: none;
  }
`;

export const PreviewText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
