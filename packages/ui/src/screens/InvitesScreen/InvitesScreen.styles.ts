import styled from 'styled-components';
import { theme as t } from '../../theme';

export const InviteList = styled.ul`
  display: grid;
  gap: ${t.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const InviteCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  min-width: 0;
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  overflow-wrap: anywhere;
`;

export const InviteHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-width: 0;
`;

export const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${t.space[3]};
  border-left: 3px solid ${t.color.border.default};
  white-space: pre-wrap;
`;
