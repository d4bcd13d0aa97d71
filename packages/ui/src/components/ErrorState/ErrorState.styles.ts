import styled from 'styled-components';
import { theme } from '../../theme';

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

export const Badge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.round};
  background: ${theme.color.danger.subtle};
  color: ${theme.color.danger.fg};
  font-size: 24px;
`;

export const Details = styled.details`
  width: 100%;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.fg.muted};

  summary {
    cursor: pointer;
    border-radius: ${theme.radii.sm};
  }
  summary:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;

export const DetailsBody = styled.pre`
  margin: ${theme.space[2]} 0 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.canvas.inset};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  text-align: left;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const ActionRow = styled.div`
  margin-top: ${theme.space[2]};
`;
