import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Recipient = styled.section`
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
`;

export const RecipientText = styled.div`
  display: grid;
  gap: ${t.space[1]};
  min-width: 0;
  & > h2 {
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
  max-width: 720px;
`;
