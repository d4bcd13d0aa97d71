import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[6]};
  padding: ${t.space[5]} ${t.space[4]} ${t.space[8]};
  background: linear-gradient(180deg, ${t.color.accent.subtle} 0%, ${t.color.canvas.subtle} 360px);
  ${media.tablet} {
    padding-top: ${t.space[7]};
  }
`;

export const Panel = styled.main`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
  padding: ${t.space[6]} ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};
  box-shadow: ${t.shadow.md};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${t.color.border.muted};
  }
`;

export const FacebookButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  width: 100%;
  min-height: 44px;
  border: none;
  border-radius: ${t.radii.pill};
  background-color: #1664d9;
  color: #ffffff;
  font-weight: ${t.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background-color: #0f4fb0;
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
