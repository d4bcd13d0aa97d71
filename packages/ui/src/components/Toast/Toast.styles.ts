import styled, { keyframes } from 'styled-components';
import { media, theme } from '../../theme';

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/** Fixed stack, bottom centre on mobile and bottom right from tablet up. */
export const Viewport = styled.section`
  position: fixed;
  z-index: ${theme.z.toast};
  inset: auto ${theme.space[3]} ${theme.space[3]} ${theme.space[3]};
  display: flex;
  flex-direction: column;
  pointer-events: none;

  ${media.tablet} {
    inset: auto ${theme.space[5]} ${theme.space[5]} auto;
    width: 24rem;
  }
`;

/** Live regions stay rendered (never display: none) so screen readers already track them when a toast arrives. */
export const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  &:not(:empty) + &:not(:empty) {
    margin-top: ${theme.space[2]};
  }
`;

export const Root = styled.div`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border.muted};
  border-left-width: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.color.canvas.overlay};
  color: ${theme.color.fg.default};
  box-shadow: ${theme.shadow.lg};
  animation: ${enter} ${theme.motion.duration.normal} ${theme.motion.easing.standard};

  &[data-tone='info'] {
    border-left-color: ${theme.color.accent.emphasis};
  }
  &[data-tone='success'] {
    border-left-color: ${theme.color.success.emphasis};
  }
  &[data-tone='danger'] {
    border-left-color: ${theme.color.danger.emphasis};
  }
`;

export const Icon = styled.span`
  display: flex;
  padding-top: 2px;

  [data-tone='info'] > & {
    color: ${theme.color.accent.fg};
  }
  [data-tone='success'] > & {
    color: ${theme.color.success.fg};
  }
  [data-tone='danger'] > & {
    color: ${theme.color.danger.fg};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const Title = styled.p`
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  padding-top: 2px;
`;

export const Description = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.fg.muted};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;
