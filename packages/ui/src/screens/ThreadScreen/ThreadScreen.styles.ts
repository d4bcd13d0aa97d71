import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  flex-wrap: wrap;
`;

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  flex: 1;
  min-width: 0;
`;

export const Names = styled.div`
  display: grid;
  min-width: 0;
  & > h1 {
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
    border-radius: ${t.radii.sm};
  }
  & > h1:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

/**
 * The messages scroll inside their own box, newest at the bottom, so the composer stays in view. Focusable, so
 * keyboard users can scroll it too.
 */
export const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  max-height: 55vh;
  overflow-y: auto;
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  overscroll-behavior: contain;
  ${media.tablet} {
    max-height: min(60vh, 640px);
    padding: ${t.space[4]};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
  }
`;

export const TypingRow = styled.div`
  display: flex;
  padding-top: ${t.space[3]};
`;

export const Earlier = styled.div`
  display: flex;
  justify-content: center;
`;

export const SkeletonBubble = styled.div`
  display: flex;
  &[data-from='me'] {
    justify-content: flex-end;
  }
`;
