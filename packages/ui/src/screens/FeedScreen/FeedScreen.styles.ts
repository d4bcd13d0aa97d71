import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Events = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  overflow: hidden;
`;

/** One event: avatar, what happened, when, like. Fixed height so the skeleton rows match (CLS). */
export const Event = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${t.space[3]};
  min-height: 72px;
  padding: ${t.space[3]} ${t.space[4]};
  background: ${t.color.canvas.default};

  & + & {
    border-top: 1px solid ${t.color.border.muted};
  }
`;

export const EventText = styled.p`
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const EventTime = styled.p`
  margin: 0;
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;

export const LikeButtonSlot = styled.div`
  & [aria-pressed='true'] {
    color: ${t.color.accent.emphasis};
  }
`;
