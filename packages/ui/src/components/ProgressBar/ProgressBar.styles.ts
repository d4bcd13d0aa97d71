import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  width: 100%;
`;

export const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.fg.default};
`;

export const Value = styled.span`
  margin-left: auto;
  color: ${theme.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  overflow: hidden;
  height: 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.color.neutral.subtle};
  /* The track's edge must be visible against the canvas (WCAG 1.4.11). */
  box-shadow: inset 0 0 0 1px ${theme.color.border.default};

  &[data-size='sm'] {
    height: 4px;
  }
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.accent.emphasis};
  transition: width ${theme.motion.duration.normal} ${theme.motion.easing.standard};

  [data-tone='success'] > & {
    background: ${theme.color.success.emphasis};
  }
  [data-tone='danger'] > & {
    background: ${theme.color.danger.emphasis};
  }
  /* Indeterminate: a 40% bar sliding across; a static 40% bar when motion is reduced or animations are off. */
  [data-indeterminate] > & {
    width: 40%;
    animation: ${slide} 1.2s ${theme.motion.easing.standard} infinite;
  }
`;
